import { PAGE_SIZE } from "~/lib/catalog/catalog";
import { parseCatalogPage } from "~/lib/catalog/catalog-query.server";
import { listMainCategories } from "~/lib/catalog/categories.server";
import { listProducts } from "~/lib/catalog/products.server";

/** Everything /products and /sale render, read from the URL ("load more": page N shows N × 24). */
export async function loadCatalogPage(request: Request, options: { onSale?: boolean } = {}) {
  const query = parseCatalogPage(new URL(request.url).searchParams);
  const [categories, list] = await Promise.all([
    listMainCategories(),
    listProducts({
      q: query.q,
      category: query.category,
      brands: query.brand,
      min: query.min,
      max: query.max,
      sort: query.sort,
      onSale: options.onSale,
      limit: query.page * PAGE_SIZE,
      offset: 0,
    }),
  ]);
  const active = categories.find((c) => c.slug === query.category) ?? null;
  return { query, categories, active, ...list };
}
