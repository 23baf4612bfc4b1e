/**
 * The catalog's URL language (shared by `/products`, `/sale` and `/api/products`):
 * `?q=` text, `?category=` slug, `?brand=` (repeatable), `?min=`/`?max=` in GH₵,
 * `?sort=` and `?page=` ("load more": page N shows the first N × PAGE_SIZE products).
 */
export const PAGE_SIZE = 12;

export const SORTS = [
  { value: "newest", label: "Newest" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "rating", label: "Top rated" },
] as const;
export type SortValue = (typeof SORTS)[number]["value"];

export interface CatalogFilters {
  q?: string;
  category?: string;
  brands: string[];
  min?: number;
  max?: number;
  sort: SortValue;
  onSale?: boolean;
}

/** Builds a catalog URL from filters, leaving defaults out so links stay short and shareable. */
export function catalogHref(pathname: string, filters: Partial<CatalogFilters> & { page?: number }): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  for (const brand of filters.brands ?? []) params.append("brand", brand);
  if (filters.min !== undefined) params.set("min", String(filters.min));
  if (filters.max !== undefined) params.set("max", String(filters.max));
  if (filters.sort && filters.sort !== "newest") params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** "Showing 24 of 43 products" / "1 product" / "No products". */
export function resultCountText(shown: number, total: number): string {
  if (total === 0) return "No products";
  const noun = total === 1 ? "product" : "products";
  return shown >= total ? `${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}
