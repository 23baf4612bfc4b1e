import { describe, expect, it } from "vitest";
import { catalogSearchParams, fromIndex, toProduct } from "./products.server";

const base = {
  id: "prod_1",
  title: "Niacinamide 10% + Zinc 1% Serum",
  handle: "the-ordinary-niacinamide",
  description: "Serum\n- one",
  thumbnail: "http://localhost:9000/static/products/serum.svg",
  metadata: { brand: "The Ordinary" },
  categories: [{ name: "Skincare", handle: "skincare" }],
  tags: [{ value: "featured" }],
};

describe("toProduct (Medusa → spec Product)", () => {
  it("maps a product on sale", () => {
    const product = toProduct({
      ...base,
      variants: [{ id: "v1", manage_inventory: true, inventory_quantity: 7, calculated_price: { calculated_amount: 125, original_amount: 150 } }],
    } as never);
    expect(product).toEqual({
      id: "prod_1",
      name: "Niacinamide 10% + Zinc 1% Serum",
      slug: "the-ordinary-niacinamide",
      brand: "The Ordinary",
      price: "125.00",
      originalPrice: "150.00",
      imageUrl: "/media/products/serum.svg",
      description: "Serum\n- one",
      stockQuantity: 7,
      rating: 0,
      reviewCount: 0,
      isNew: false,
      isFeatured: true,
      category: { name: "Skincare", slug: "skincare" },
    });
  });

  it("has no original price when not on sale, and null stock without a variant", () => {
    const regular = toProduct({ ...base, variants: [{ id: "v1", manage_inventory: true, inventory_quantity: 0, calculated_price: { calculated_amount: 99, original_amount: 99 } }] } as never);
    expect(regular.originalPrice).toBeNull();
    expect(regular.stockQuantity).toBe(0);
    const bare = toProduct({ ...base, variants: [] } as never);
    expect(bare.stockQuantity).toBeNull();
    expect(bare.price).toBe("0.00");
  });

  it("maps stock: low stock stays a number, unmanaged inventory counts as available, missing quantity is null", () => {
    const variant = (extra: object) => toProduct({ ...base, variants: [{ id: "v1", calculated_price: { calculated_amount: 10, original_amount: 10 }, ...extra }] } as never);
    expect(variant({ manage_inventory: true, inventory_quantity: 3 }).stockQuantity).toBe(3);
    expect(variant({ manage_inventory: false, inventory_quantity: 0 }).stockQuantity).toBe(999);
    expect(variant({ manage_inventory: true, inventory_quantity: null }).stockQuantity).toBeNull();
  });

  it("formats prices as two-decimal strings and reads tags, brand and category", () => {
    const product = toProduct({ ...base, metadata: {}, categories: [], tags: [{ value: "new" }], variants: [{ id: "v1", manage_inventory: true, inventory_quantity: 50, calculated_price: { calculated_amount: 89.5, original_amount: 120 } }] } as never);
    expect(product).toMatchObject({ price: "89.50", originalPrice: "120.00", brand: null, category: null, isNew: true, isFeatured: false });
  });
});

describe("fromIndex (catalog index document → spec Product)", () => {
  const doc = {
    id: "prod_1",
    title: "Niacinamide 10% + Zinc 1% Serum",
    handle: "the-ordinary-niacinamide",
    description: "Serum\n- one",
    thumbnail: "http://localhost:9000/static/products/serum.svg",
    brand: "The Ordinary",
    category_handle: "skincare",
    category_name: "Skincare",
    tags: ["featured"],
    price: 125,
    original_price: 150,
    on_sale: true,
    stock_quantity: 7,
    rating: 4.5,
    review_count: 2,
  };

  it("maps exactly what toProduct maps from Medusa's product", () => {
    const fromMedusa = toProduct({
      id: "prod_1",
      title: doc.title,
      handle: doc.handle,
      description: doc.description,
      thumbnail: doc.thumbnail,
      metadata: { brand: "The Ordinary" },
      categories: [{ name: "Skincare", handle: "skincare" }],
      tags: [{ value: "featured" }],
      variants: [{ id: "v1", manage_inventory: true, inventory_quantity: 7, calculated_price: { calculated_amount: 125, original_amount: 150 } }],
    } as never);
    expect(fromIndex(doc)).toEqual({ ...fromMedusa, rating: 4.5, reviewCount: 2 });
  });

  it("has no original price off sale, no category without one, and tolerates missing fields", () => {
    expect(fromIndex({ ...doc, on_sale: false, original_price: null }).originalPrice).toBeNull();
    expect(fromIndex({ ...doc, category_handle: null }).category).toBeNull();
    expect(fromIndex({ id: "prod_2" })).toMatchObject({ id: "prod_2", name: "", price: "0.00", stockQuantity: null, rating: 0, reviewCount: 0, isNew: false, category: null });
  });
});

describe("catalogSearchParams", () => {
  it("repeats list values, leaves out false, empty and undefined", () => {
    expect(catalogSearchParams({ q: "shea butter", brand: ["NIVEA", "Dudu-Osun"], sale: false, featured: true, min: 0, max: undefined, category: "" })).toBe(
      "q=shea+butter&brand=NIVEA&brand=Dudu-Osun&featured=true&min=0",
    );
  });
});
