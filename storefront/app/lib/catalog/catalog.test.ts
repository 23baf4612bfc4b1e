import { describe, expect, it } from "vitest";
import { catalogApiHref, catalogHref, lastPage, PAGE_SIZE, PAGE_WINDOW, PAGES_KEPT, pageWindow, resultCountText, shownThrough } from "./catalog";

describe("catalog URLs", () => {
  it("builds short shareable links, leaving defaults out", () => {
    expect(catalogHref("/products", { sort: "newest", page: 1, brands: [] })).toBe("/products");
    expect(catalogHref("/products", { q: "shea butter", category: "body-care", brands: ["Nivea", "Dove"], min: 10, max: 90, sort: "price-asc", page: 2 })).toBe(
      "/products?q=shea+butter&category=body-care&brand=Nivea&brand=Dove&min=10&max=90&sort=price-asc&page=2",
    );
  });
  it("describes the result count", () => {
    expect(resultCountText(0, 0)).toBe("No products");
    expect(resultCountText(1, 1)).toBe("1 product");
    expect(resultCountText(12, 43)).toBe("Showing 12 of 43 products");
    expect(resultCountText(43, 43)).toBe("43 products");
  });
});

describe("load more paging (ADR 111)", () => {
  it("renders every page loaded up to PAGES_KEPT, then PAGE_WINDOW pages ending at the requested one, whatever its depth", () => {
    expect(pageWindow(1)).toEqual({ first: 1, last: 1, offset: 0, limit: PAGE_SIZE });
    expect(pageWindow(2)).toEqual({ first: 1, last: 2, offset: 0, limit: 2 * PAGE_SIZE });
    // "Load more" twice, a product, Back: the three pages the shopper had (issue 29).
    expect(pageWindow(3)).toEqual({ first: 1, last: 3, offset: 0, limit: 3 * PAGE_SIZE });
    expect(pageWindow(PAGES_KEPT)).toEqual({ first: 1, last: PAGES_KEPT, offset: 0, limit: PAGES_KEPT * PAGE_SIZE });
    expect(pageWindow(PAGES_KEPT + 1)).toEqual({ first: PAGES_KEPT, last: PAGES_KEPT + 1, offset: (PAGES_KEPT - 1) * PAGE_SIZE, limit: PAGE_WINDOW * PAGE_SIZE });
    // Page 8,337 of 100,043 products: one request of two pages, not 8,337 pages.
    const deep = pageWindow(8_337);
    expect(deep).toEqual({ first: 8_336, last: 8_337, offset: 8_335 * PAGE_SIZE, limit: PAGE_WINDOW * PAGE_SIZE });
    expect(deep.offset + deep.limit).toBe(8_337 * PAGE_SIZE);
    expect(pageWindow(0)).toEqual(pageWindow(1));
  });
  it("knows the last page and how far a shopper has come", () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(12)).toBe(1);
    expect(lastPage(13)).toBe(2);
    expect(lastPage(100_043)).toBe(8_337);
    expect(shownThrough(1, 43)).toBe(12);
    expect(shownThrough(4, 43)).toBe(43);
    expect(shownThrough(8_337, 100_043)).toBe(100_043);
    // The last page is reached by following "Load more" from page 1: every product is one click chain away.
    let page = 1;
    while (shownThrough(page, 100_043) < 100_043) page += 1;
    expect(page).toBe(lastPage(100_043));
  });
  it("asks GET /api/products for the next page of the same list", () => {
    expect(catalogApiHref({ sort: "newest", brands: [] }, 1)).toBe("/api/products?limit=12&offset=0");
    expect(catalogApiHref({ q: "shea", category: "skincare", brands: ["NIVEA", "Dove"], min: 10, max: 90, sort: "price-asc", onSale: true }, 8_337)).toBe(
      "/api/products?q=shea&category=skincare&brand=NIVEA&brand=Dove&minPrice=10&maxPrice=90&sale=true&sort=price-asc&limit=12&offset=100032",
    );
  });
});
