import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiError, CATALOG_CACHE_HEADERS } from "~/lib/http.server";
import { listProducts } from "~/lib/medusa/products.server";

const querySchema = z.object({
  featured: z.enum(["true", "false"]).optional().transform((v) => v === "true"),
  category: z.string().trim().min(1).max(100).regex(/^[a-z0-9-]+$/, "category must be a category slug such as skincare").optional(),
  limit: z.coerce.number().int().min(1, "limit must be between 1 and 100").max(100, "limit must be between 1 and 100").default(24),
  offset: z.coerce.number().int().min(0, "offset cannot be negative").max(100_000).default(0),
});

/** GET /api/products?featured=true&limit=8&category=skincare — spec §7; answers `{ products, count, limit, offset }`. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = querySchema.safeParse(params);
  if (!parsed.success) return apiError(400, parsed.error.issues.map((issue) => issue.message).join("; "));
  const result = await listProducts(parsed.data);
  return Response.json(result, { headers: CATALOG_CACHE_HEADERS });
}
