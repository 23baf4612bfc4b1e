import { describe, expect, it } from "vitest";
import { apiProductsSchema, parseCatalogPage, searchParamsObject } from "./catalog-query.server";

describe("catalog page URL parsing", () => {
  it("reads every filter and ignores broken values instead of failing", () => {
    expect(parseCatalogPage(new URLSearchParams("q=+serum+&category=skincare&brand=Nivea&brand=CeraVe&min=10&max=200&sort=price-desc&page=2"))).toEqual({
      q: "serum",
      category: "skincare",
      brand: ["Nivea", "CeraVe"],
      min: 10,
      max: 200,
      sort: "price-desc",
      page: 2,
    });
    expect(parseCatalogPage(new URLSearchParams("category=<script>&min=abc&sort=cheapest&page=-3"))).toEqual({ q: undefined, category: undefined, brand: [], min: undefined, max: undefined, sort: "newest", page: 1 });
  });
  it("accepts pages beyond the old cap of 100 (load more reaches the end of any list)", () => {
    expect(parseCatalogPage(new URLSearchParams("page=8337")).page).toBe(8_337);
    expect(parseCatalogPage(new URLSearchParams("page=9999999")).page).toBe(1);
  });
  it("swaps a reversed price range", () => {
    expect(parseCatalogPage(new URLSearchParams("min=300&max=20"))).toMatchObject({ min: 20, max: 300 });
  });
});

describe("GET /api/products input", () => {
  const parse = (query: string) => apiProductsSchema.safeParse(searchParamsObject(new URLSearchParams(query)));
  it("accepts the spec's featured call", () => {
    expect(parse("featured=true&limit=8").data).toMatchObject({ featured: true, limit: 8, offset: 0, sort: "newest" });
    expect(parse("limit=12&offset=100032").data).toMatchObject({ limit: 12, offset: 100_032 });
  });
  it("answers plain messages for bad input", () => {
    expect(parse("limit=0").error?.issues[0]?.message).toBe("limit must be between 1 and 100");
    expect(parse("sort=cheapest").error?.issues[0]?.message).toBe("sort must be one of newest, price-asc, price-desc, rating");
    expect(parse("minPrice=abc").error?.issues[0]?.message).toBe("minPrice must be a number");
    expect(parse("minPrice=50&maxPrice=10").error?.issues[0]?.message).toBe("minPrice cannot be more than maxPrice");
    expect(parse("offset=6000001").error?.issues[0]?.message).toBe("offset is too large");
  });
});
