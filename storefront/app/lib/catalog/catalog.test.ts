import { describe, expect, it } from "vitest";
import { catalogHref, resultCountText } from "./catalog";

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
