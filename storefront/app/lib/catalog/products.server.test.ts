import { describe, expect, it } from "vitest";
import { newestFirst, toProduct } from "./products.server";

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

describe("newestFirst (the catalog's default order)", () => {
  it("puts newer products first, breaks created_at ties by id the same way every time and drops repeats", () => {
    const at = (id: string, created_at: string) => ({ id, created_at }) as never;
    const batch = "2026-11-01T10:00:00.000Z";
    const shuffled = [at("prod_01B", batch), at("prod_01A", "2026-10-01T10:00:00.000Z"), at("prod_01C", batch), at("prod_01D", "2026-11-02T08:00:00.000Z"), at("prod_01B", batch)];
    const ids = (list: Array<{ id: string }>) => list.map((p) => p.id);
    expect(ids(newestFirst(shuffled))).toEqual(["prod_01D", "prod_01C", "prod_01B", "prod_01A"]);
    expect(ids(newestFirst([...shuffled].reverse()))).toEqual(["prod_01D", "prod_01C", "prod_01B", "prod_01A"]);
  });
});
