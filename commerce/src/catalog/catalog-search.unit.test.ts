import { describe, expect, it } from "vitest";
import { brandList, buildCatalogQueries, filtersFor, fromTheEnd, orderFor, readableFromTheEnd, reversedOrder, type CatalogParams } from "./catalog-search";

const params = (extra: Partial<CatalogParams> = {}): CatalogParams => ({
  brand: [],
  sale: false,
  in_stock: false,
  featured: false,
  exclude: [],
  handle: [],
  id: [],
  sort: "newest",
  limit: 12,
  offset: 0,
  facets: [],
  view: "card",
  ...extra,
});

describe("catalog order", () => {
  it("ends every order in created_at and id, so equal timestamps page stably", () => {
    expect(orderFor({ sort: "newest" })).toEqual({ created_at: "DESC", id: "DESC" });
    expect(orderFor({ sort: "price-asc" })).toEqual({ price: "ASC", created_at: "DESC", id: "DESC" });
    expect(orderFor({ sort: "price-desc" })).toEqual({ price: "DESC", created_at: "DESC", id: "DESC" });
    expect(orderFor({ sort: "rating" })).toEqual({ rating: "DESC", review_count: "DESC", created_at: "DESC", id: "DESC" });
    expect(Object.keys(orderFor({ sort: "in-stock" }))).toEqual(["in_stock", "created_at", "id"]);
  });

  it("orders a search by relevance by default, and by the chosen sort otherwise", () => {
    expect(orderFor({ sort: "newest", q: "shea" })).toEqual({ _score: "DESC", created_at: "DESC", id: "DESC" });
    expect(orderFor({ sort: "price-asc", q: "shea" })).toEqual({ price: "ASC", created_at: "DESC", id: "DESC" });
  });
});

describe("catalog filters", () => {
  it("filters in the index: channel, category, featured, sale, price range, brand ignoring case", () => {
    expect(filtersFor(params({ q: "shea", category: "skincare", featured: true, sale: true, min: 10, max: 50, brand: ["Fenty Beauty", "NIVEA"], exclude: ["prod_1"] }), ["sc_1"], { withBrand: true })).toEqual({
      q: "shea",
      $and: [
        { sales_channel_ids: { $in: ["sc_1"] } },
        { category_handles: "skincare" },
        { tags: "featured" },
        { on_sale: true },
        { price: { $gte: 10 } },
        { price: { $lte: 50 } },
        { id: { $nin: ["prod_1"] } },
        { brand_key: { $in: ["fenty beauty", "nivea"] } },
      ],
    });
    expect(filtersFor(params({ brand: ["NIVEA"] }), [], { withBrand: false })).toEqual({});
  });

  it("counts the brand facet without the brand filter, in a second facet-only query", () => {
    const withBrand = buildCatalogQueries(params({ brand: ["NIVEA"], facets: ["brand"] }), [], false);
    expect(withBrand.page.search_options?.facets).toBeUndefined();
    expect(withBrand.brandFacet?.pagination).toEqual({ skip: 0, take: 0 });
    expect(withBrand.brandFacet?.filters).toEqual({});
    const without = buildCatalogQueries(params({ facets: ["brand", "price"] }), [], false);
    expect(without.brandFacet).toBeUndefined();
    expect(without.page.search_options?.facets?.map((f) => (typeof f === "string" ? f : f.field))).toEqual(["brand", "price"]);
  });

  it("asks for typo tolerance only on the second try of a search", () => {
    expect(buildCatalogQueries(params({ q: "vasline" }), [], false).page.search_options?.typo_tolerance).toBe(false);
    expect(buildCatalogQueries(params({ q: "vasline" }), [], true).page.search_options?.typo_tolerance).toBe(true);
    expect(buildCatalogQueries(params(), [], true).page.search_options?.typo_tolerance).toBeUndefined();
  });
});

describe("brand facet", () => {
  it("merges spellings that differ in case, alphabetically", () => {
    expect(brandList({ type: "value", values: [{ value: "Nivea", count: 1 }, { value: "Fenty Beauty", count: 1 }, { value: "fenty beauty", count: 1 }] })).toEqual([
      { name: "Fenty Beauty", count: 2 },
      { name: "Nivea", count: 1 },
    ]);
    expect(brandList(undefined)).toEqual([]);
  });
});

describe("deep pages read from the end (ADR 111)", () => {
  it("maps a page past the middle onto the reversed order", () => {
    // The last page of 100,043 products: 11 rows, the first 11 of oldest-first.
    expect(fromTheEnd(100_032, 12, 100_043)).toEqual({ skip: 0, take: 11 });
    // A two-page window before it.
    expect(fromTheEnd(100_008, 24, 100_043)).toEqual({ skip: 11, take: 24 });
    // Every row of the reversed read lands where the forward read would have put it.
    const count = 5_000;
    const rows = Array.from({ length: count }, (_, i) => i);
    for (const [offset, limit] of [[4_990, 24], [2_501, 12], [4_999, 12], [3_000, 100]] as const) {
      const tail = fromTheEnd(offset, limit, count)!;
      const reversed = [...rows].reverse().slice(tail.skip, tail.skip + tail.take).reverse();
      expect(reversed).toEqual(rows.slice(offset, offset + limit));
    }
  });
  it("reads from the start when that is no more work, or the page is past the end", () => {
    expect(fromTheEnd(24, 12, 100_043)).toBeNull();
    expect(fromTheEnd(50_000, 12, 100_043)).toBeNull();
    expect(fromTheEnd(100_043, 12, 100_043)).toBeNull();
    expect(fromTheEnd(900, 12, 1_000)).toBeNull();
  });
  it("only for newest first without search text", () => {
    expect(readableFromTheEnd({ sort: "newest", offset: 90_000 })).toBe(true);
    expect(readableFromTheEnd({ sort: "newest", offset: 12 })).toBe(false);
    expect(readableFromTheEnd({ sort: "newest", q: "shea", offset: 90_000 })).toBe(false);
    expect(readableFromTheEnd({ sort: "price-asc", offset: 90_000 })).toBe(false);
    expect(reversedOrder(orderFor({ sort: "newest" }))).toEqual({ created_at: "ASC", id: "ASC" });
  });
});
