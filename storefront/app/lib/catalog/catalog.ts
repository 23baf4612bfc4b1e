import type { Product } from "~/lib/shared/types";

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

/** Products arrive newest first from Medusa; every other order is stable on top of that. */
export function sortProducts(products: Product[], sort: SortValue): Product[] {
  const indexed = products.map((product, index) => ({ product, index }));
  const price = (p: Product) => Number.parseFloat(p.price) || 0;
  const compare: Record<SortValue, (a: (typeof indexed)[number], b: (typeof indexed)[number]) => number> = {
    newest: (a, b) => a.index - b.index,
    "price-asc": (a, b) => price(a.product) - price(b.product) || a.index - b.index,
    "price-desc": (a, b) => price(b.product) - price(a.product) || a.index - b.index,
    rating: (a, b) => b.product.rating - a.product.rating || b.product.reviewCount - a.product.reviewCount || a.index - b.index,
  };
  return indexed.sort(compare[sort]).map(({ product }) => product);
}

/** Brand, price and sale filters, applied after Medusa's category and text filters. */
export function filterProducts(products: Product[], filters: Pick<CatalogFilters, "brands" | "min" | "max" | "onSale">): Product[] {
  const brands = new Set(filters.brands.map((b) => b.toLowerCase()));
  return products.filter((p) => {
    const price = Number.parseFloat(p.price) || 0;
    if (brands.size > 0 && !brands.has((p.brand ?? "").toLowerCase())) return false;
    if (filters.min !== undefined && price < filters.min) return false;
    if (filters.max !== undefined && price > filters.max) return false;
    if (filters.onSale && !p.originalPrice) return false;
    return true;
  });
}

/** The brands present in a result set (spellings differing only in case count as one), alphabetically, with counts. */
export function brandFacets(products: Product[]): Array<{ name: string; count: number }> {
  const facets = new Map<string, { name: string; count: number }>();
  for (const p of products) {
    if (!p.brand) continue;
    const key = p.brand.toLowerCase();
    const facet = facets.get(key) ?? { name: p.brand, count: 0 };
    facet.count++;
    facets.set(key, facet);
  }
  return [...facets.values()].sort((a, b) => a.name.localeCompare(b.name));
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
