import { describe, expect, it } from "vitest";
import type { Product } from "~/lib/shared/types";
import { brandFacets, catalogHref, filterProducts, resultCountText, sortProducts } from "./catalog";

const p = (id: string, price: string, extra: Partial<Product> = {}): Product => ({
  id,
  name: id,
  slug: id,
  brand: null,
  price,
  originalPrice: null,
  imageUrl: null,
  description: null,
  stockQuantity: 5,
  rating: 0,
  reviewCount: 0,
  isNew: false,
  isFeatured: false,
  category: null,
  ...extra,
});

const items = [p("a", "50.00", { brand: "Fenty Beauty" }), p("b", "10.00", { brand: "Nivea", originalPrice: "15.00" }), p("c", "200.00", { brand: "fenty beauty", rating: 4.5, reviewCount: 2 }), p("d", "10.00")];

describe("catalog sorting", () => {
  it("keeps Medusa's newest-first order and sorts by price stably", () => {
    expect(sortProducts(items, "newest").map((x) => x.id)).toEqual(["a", "b", "c", "d"]);
    expect(sortProducts(items, "price-asc").map((x) => x.id)).toEqual(["b", "d", "a", "c"]);
    expect(sortProducts(items, "price-desc").map((x) => x.id)).toEqual(["c", "a", "b", "d"]);
    expect(sortProducts(items, "rating")[0]!.id).toBe("c");
  });
});

describe("catalog filters", () => {
  it("filters brand case-insensitively, by price range and by sale", () => {
    expect(filterProducts(items, { brands: ["Fenty Beauty"] }).map((x) => x.id)).toEqual(["a", "c"]);
    expect(filterProducts(items, { brands: [], min: 10, max: 50 }).map((x) => x.id)).toEqual(["a", "b", "d"]);
    expect(filterProducts(items, { brands: [], onSale: true }).map((x) => x.id)).toEqual(["b"]);
  });
  it("lists brand facets with counts", () => {
    expect(brandFacets(items)).toEqual([
      { name: "Fenty Beauty", count: 2 },
      { name: "Nivea", count: 1 },
    ]);
  });
});

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
