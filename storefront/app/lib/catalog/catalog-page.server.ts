import { lastPage, pageWindow } from "~/lib/catalog/catalog";
import { parseCatalogPage } from "~/lib/catalog/catalog-query.server";
import { listMainCategories } from "~/lib/catalog/categories.server";
import { listProducts, type ProductQuery } from "~/lib/catalog/products.server";

/**
 * Everything /products and /sale render, read from the URL. `?page=N` renders pages 1 … N, or a
 * window of two pages deep in a list (pageWindow): one index query of at most five pages whatever N
 * is (ADR 111, 203). A page past
 * the end of the list (a link kept while products were unpublished) shows the last page instead.
 */
export async function loadCatalogPage(request: Request, options: { onSale?: boolean } = {}) {
  const query = parseCatalogPage(new URL(request.url).searchParams);
  const filters: ProductQuery = { q: query.q, category: query.category, brands: query.brand, min: query.min, max: query.max, sort: query.sort, onSale: options.onSale };
  const read = (page: number) => {
    const window = pageWindow(page);
    return listProducts({ ...filters, limit: window.limit, offset: window.offset }).then((list) => ({ window, list }));
  };
  const [categories, requested] = await Promise.all([listMainCategories(), read(query.page)]);
  let { window, list } = requested;
  if (list.products.length === 0 && list.count > 0 && query.page > lastPage(list.count)) ({ window, list } = await read(lastPage(list.count)));
  const active = categories.find((c) => c.slug === query.category) ?? null;
  return { query: { ...query, page: window.last }, firstPage: window.first, categories, active, ...list };
}
