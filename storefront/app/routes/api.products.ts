import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiProductsSchema, searchParamsObject } from "~/lib/catalog/catalog-query.server";
import { apiError, PRODUCT_DATA_CACHE_HEADERS } from "~/lib/http/http.server";
import { listProducts } from "~/lib/catalog/products.server";

/**
 * GET /api/products — spec §7 (`?featured=true&limit=8`) plus the catalog filters:
 * `q`, `category`, `brand` (repeatable), `minPrice`, `maxPrice`, `sale=true`,
 * `sort` (newest | price-asc | price-desc | rating), `limit`, `offset`.
 * Answers `{ products, count, limit, offset, brands }`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = apiProductsSchema.safeParse(searchParamsObject(new URL(request.url).searchParams));
  if (!parsed.success) return apiError(400, parsed.error.issues.map((issue) => issue.message).join("; "));
  const { minPrice, maxPrice, brand, sale, ...rest } = parsed.data;
  const result = await listProducts({ ...rest, brands: brand, min: minPrice, max: maxPrice, onSale: sale });
  return Response.json(result, { headers: PRODUCT_DATA_CACHE_HEADERS });
}
