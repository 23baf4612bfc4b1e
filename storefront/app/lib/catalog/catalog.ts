/**
 * The catalog's URL language (shared by `/products`, `/sale` and `/api/products`):
 * `?q=` text, `?category=` slug, `?brand=` (repeatable), `?min=`/`?max=` in GH₵,
 * `?sort=` and `?page=` ("load more": page N shows pages 1 … N, or N − 1 and N deep in a list; see pageWindow).
 */
export const PAGE_SIZE = 12;

/**
 * Up to this page, `?page=N` renders every page from the first (ADR 203): what a shopper loaded with
 * "Load more" is still there after a product page and Back, a reload or a shared link, at the same
 * scroll position (60 cards at most, one index request).
 */
export const PAGES_KEPT = 5;

/**
 * Past PAGES_KEPT, `?page=N` renders the requested page and the one before it, so a shopper without
 * JavaScript who follows "Load more" still sees where they were, while a deep page (page 8,000 of a
 * 100,000-product shop) costs the server two pages of cards, not N (ADR 111).
 */
export const PAGE_WINDOW = 2;

export interface PageWindow {
  /** The first page rendered (1-based); earlier pages are one "Show earlier products" link away. */
  first: number;
  /** The last page rendered: the requested one. */
  last: number;
  offset: number;
  limit: number;
}

/** The products `?page=N` renders: pages 1 … N up to PAGES_KEPT, else N − PAGE_WINDOW + 1 … N, as one offset and limit. */
export function pageWindow(page: number): PageWindow {
  const last = Math.max(1, Math.floor(page));
  const first = last <= PAGES_KEPT ? 1 : last - PAGE_WINDOW + 1;
  return { first, last, offset: (first - 1) * PAGE_SIZE, limit: (last - first + 1) * PAGE_SIZE };
}

/** The last page of a list of `count` products (page 1 when it is empty). */
export function lastPage(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}

/** The products shown once pages 1 … `page` have been seen: "Showing N of M". */
export function shownThrough(page: number, count: number): number {
  return Math.min(count, page * PAGE_SIZE);
}

/** The element id of the first card of a page: "Load more" links jump to it when JavaScript is off. */
export const pageAnchor = (page: number) => `page-${page}`;

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

/**
 * GET /api/products for one page of the same list (the catalog page's `min`/`max` are the API's
 * `minPrice`/`maxPrice`; `/sale` is `sale=true`): what "Load more" appends with JavaScript.
 */
export function catalogApiHref(filters: Partial<CatalogFilters>, page: number): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  for (const brand of filters.brands ?? []) params.append("brand", brand);
  if (filters.min !== undefined) params.set("minPrice", String(filters.min));
  if (filters.max !== undefined) params.set("maxPrice", String(filters.max));
  if (filters.onSale) params.set("sale", "true");
  if (filters.sort && filters.sort !== "newest") params.set("sort", filters.sort);
  params.set("limit", String(PAGE_SIZE));
  params.set("offset", String((Math.max(1, page) - 1) * PAGE_SIZE));
  return `/api/products?${params.toString()}`;
}

/** "Showing 24 of 43 products" / "1 product" / "No products". */
export function resultCountText(shown: number, total: number): string {
  if (total === 0) return "No products";
  const noun = total === 1 ? "product" : "products";
  return shown >= total ? `${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}
