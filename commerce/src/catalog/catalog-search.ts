import type { SearchTypes } from "@medusajs/framework/types";

/**
 * Catalog requests → Search Module queries (ADR 110). Pure, unit-tested: one query for the page and
 * its count, one facet-only query for the brand list when a brand filter is active (the list shows
 * every brand of the result before the brand filter, as the catalog always did).
 */
export interface CatalogParams {
  q?: string;
  category?: string;
  brand: string[];
  min?: number;
  max?: number;
  sale: boolean;
  in_stock: boolean;
  featured: boolean;
  tag?: string;
  exclude: string[];
  handle: string[];
  id: string[];
  sort: "newest" | "price-asc" | "price-desc" | "rating" | "in-stock";
  limit: number;
  offset: number;
  facets: Array<"brand" | "price">;
  view: "card" | "sitemap";
}

/** Price buckets (GH₵) for the price facet. */
export const PRICE_RANGES = [
  { key: "0-50", to: 50 },
  { key: "50-100", from: 50, to: 100 },
  { key: "100-200", from: 100, to: 200 },
  { key: "200-500", from: 200, to: 500 },
  { key: "500+", from: 500 },
];

/** Fields a card needs; the sitemap needs two. */
export const CARD_FIELDS = [
  "id", "title", "handle", "description", "thumbnail", "brand", "category_handle", "category_name", "tags",
  "price", "original_price", "on_sale", "stock_quantity", "in_stock", "rating", "review_count", "created_at",
  "variant_count", "option_label", "price_varies",
];
export const SITEMAP_FIELDS = ["id", "handle", "updated_at"];

/** Every order ends in created_at then id, so pages never repeat or skip products that share a timestamp. */
const NEWEST: Record<string, SearchTypes.SearchOrderBy> = { created_at: "DESC", id: "DESC" };

export function orderFor(params: Pick<CatalogParams, "sort" | "q">): Record<string, SearchTypes.SearchOrderBy> {
  switch (params.sort) {
    case "price-asc":
      return { price: "ASC", ...NEWEST };
    case "price-desc":
      return { price: "DESC", ...NEWEST };
    case "rating":
      return { rating: "DESC", review_count: "DESC", ...NEWEST };
    case "in-stock":
      return { in_stock: "DESC", ...NEWEST };
    default:
      // With a search text, the default order is relevance (title above description), newest among equals.
      return params.q ? { _score: "DESC", ...NEWEST } : NEWEST;
  }
}

/** The same order read from the other end (every key's direction flipped; the provider keeps NULLS LAST). */
export function reversedOrder(order: Record<string, SearchTypes.SearchOrderBy>): Record<string, SearchTypes.SearchOrderBy> {
  return Object.fromEntries(Object.entries(order).map(([field, direction]) => [field, direction === "ASC" ? "DESC" : "ASC"]));
}

/** From this offset on, a newest-first page may be read from the end of its list (ADR 111). */
export const FROM_THE_END_MIN_OFFSET = 1_000;

/**
 * A deep page of a newest-first list read from its end: the rows at `offset … offset + limit` of
 * `count` are the rows at `skip … skip + take` in the reversed order, reversed. Postgres walks an
 * ordered index up to the offset, so the last page of 100,000 products costs what the first does.
 * Only for orders without nullable keys (newest: created_at, id), where flipping every direction
 * is the exact reverse despite NULLS LAST. Null when reading from the start is no more work.
 */
export function fromTheEnd(offset: number, limit: number, count: number): { skip: number; take: number } | null {
  if (offset < FROM_THE_END_MIN_OFFSET || offset >= count || offset <= count / 2) return null;
  const take = Math.min(limit, count - offset);
  return { skip: count - offset - take, take };
}

/** Whether a request may be served from the end of its list: newest first, no search text (relevance order). */
export function readableFromTheEnd(params: Pick<CatalogParams, "sort" | "q" | "offset">): boolean {
  return params.sort === "newest" && !params.q && params.offset >= FROM_THE_END_MIN_OFFSET;
}

export function filtersFor(params: CatalogParams, salesChannelIds: string[], options: { withBrand: boolean }): SearchTypes.SearchFilters {
  const and: SearchTypes.SearchFilters[] = [];
  if (salesChannelIds.length > 0) and.push({ sales_channel_ids: { $in: salesChannelIds } });
  if (params.category) and.push({ category_handles: params.category });
  if (params.featured) and.push({ tags: "featured" });
  if (params.tag) and.push({ tags: params.tag });
  if (params.sale) and.push({ on_sale: true });
  if (params.in_stock) and.push({ in_stock: true });
  if (params.min !== undefined) and.push({ price: { $gte: params.min } });
  if (params.max !== undefined) and.push({ price: { $lte: params.max } });
  if (params.exclude.length > 0) and.push({ id: { $nin: params.exclude } });
  if (params.id.length > 0) and.push({ id: { $in: params.id } });
  if (params.handle.length > 0) and.push({ handle: { $in: params.handle } });
  if (options.withBrand && params.brand.length > 0) and.push({ brand_key: { $in: params.brand.map((b) => b.toLowerCase()) } });
  return {
    ...(params.q ? { q: params.q } : {}),
    ...(and.length > 0 ? { $and: and } : {}),
  };
}

export interface CatalogQueries {
  page: SearchTypes.SearchQuery;
  /** Only when the brand facet is asked for with a brand filter on. */
  brandFacet?: SearchTypes.SearchQuery;
}

export function buildCatalogQueries(params: CatalogParams, salesChannelIds: string[], typoTolerance: boolean): CatalogQueries {
  const searchOptions = (facets: SearchTypes.SearchOptions["facets"]): SearchTypes.SearchOptions => ({
    ...(params.q ? { typo_tolerance: typoTolerance } : {}),
    count: "exact",
    ...(facets && facets.length > 0 ? { facets } : {}),
  });
  const brandSeparately = params.facets.includes("brand") && params.brand.length > 0;
  const pageFacets: NonNullable<SearchTypes.SearchOptions["facets"]> = [];
  if (params.facets.includes("brand") && !brandSeparately) pageFacets.push({ field: "brand", type: "value", limit: 1000, sort: "alpha" });
  if (params.facets.includes("price")) pageFacets.push({ field: "price", type: "range", ranges: PRICE_RANGES });
  const page: SearchTypes.SearchQuery = {
    entity: "product",
    fields: params.view === "sitemap" ? SITEMAP_FIELDS : CARD_FIELDS,
    filters: filtersFor(params, salesChannelIds, { withBrand: true }),
    pagination: { skip: params.offset, take: params.limit, order: orderFor(params) },
    search_options: searchOptions(pageFacets),
  };
  if (!brandSeparately) return { page };
  return {
    page,
    brandFacet: {
      entity: "product",
      fields: ["id"],
      filters: filtersFor(params, salesChannelIds, { withBrand: false }),
      pagination: { skip: 0, take: 0 },
      search_options: searchOptions([{ field: "brand", type: "value", limit: 1000, sort: "alpha" }]),
    },
  };
}

/** Brand facet values → one entry per brand ignoring case (the first spelling), alphabetically. */
export function brandList(facet: SearchTypes.SearchFacetResult | undefined): Array<{ name: string; count: number }> {
  if (!facet || facet.type !== "value") return [];
  const merged = new Map<string, { name: string; count: number }>();
  for (const { value, count } of facet.values) {
    if (!value) continue;
    const key = value.toLowerCase();
    const entry = merged.get(key) ?? { name: value, count: 0 };
    entry.count += count;
    merged.set(key, entry);
  }
  return [...merged.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function priceRanges(facet: SearchTypes.SearchFacetResult | undefined): Array<{ key: string; from?: number; to?: number; count: number }> {
  if (!facet || facet.type !== "range") return [];
  return facet.ranges.map((r) => ({ key: r.key, from: r.from === undefined ? undefined : Number(r.from), to: r.to === undefined ? undefined : Number(r.to), count: r.count }));
}

/** The answer of GET /store/glow/catalog: its contract in @glow/shop-contracts (ADR 161). */
export type { CatalogAnswer } from "@glow/shop-contracts";
