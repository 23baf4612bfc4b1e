import { describe, expect, it } from "vitest";
import { catalogSearchParams, fromIndex, toProduct, toVariantChoices } from "./products.server";
import { chosenVariant, variantAfterChoosing, variantSearch, withVariant } from "./variants";

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

describe("products in shades and sizes (ADR 200)", () => {
  const shade = (id: string, title: string, price: number, stock: number, extra: Record<string, unknown> = {}) => ({
    id,
    title,
    manage_inventory: true,
    inventory_quantity: stock,
    calculated_price: { calculated_amount: price, original_amount: price },
    options: [{ option_id: "opt_shade", value: title }],
    ...extra,
  });
  const foundation = {
    ...base,
    options: [{ id: "opt_shade", title: "Shade", values: [{ value: "110 Ivory" }, { value: "220 Natural Beige" }, { value: "330 Toffee" }] }],
    variants: [
      shade("v_ivory", "110 Ivory", 150, 0, { metadata: { swatch: "#F1D3B5" } }),
      shade("v_beige", "220 Natural Beige", 120, 4, { metadata: { swatch: "#d9a77c" }, thumbnail: "http://localhost:9000/static/products/beige.webp" }),
      { ...shade("v_toffee", "330 Toffee", 150, 6, { metadata: { swatch: "not a colour" } }), calculated_price: { calculated_amount: 150, original_amount: 180 } },
    ],
  };

  it("a card: in stock while any shade is, priced from the cheapest shade in stock, and says how many", () => {
    expect(toProduct(foundation as never)).toMatchObject({ price: "120.00", originalPrice: null, stockQuantity: 10, variantCount: 3, optionLabel: "3 shades", priceVaries: true });
  });

  it("a single-variant product keeps exactly the spec's fields", () => {
    const single = toProduct({ ...base, options: [{ id: "o", title: "Size" }], variants: [{ id: "v1", manage_inventory: true, inventory_quantity: 7, calculated_price: { calculated_amount: 125, original_amount: 125 } }] } as never);
    expect(Object.keys(single)).not.toContain("variantCount");
    expect(Object.keys(single)).not.toContain("optionLabel");
  });

  it("a product page: each shade's price, sale, stock, swatch and picture", () => {
    const choices = toVariantChoices(foundation as never)!;
    expect(choices.options).toEqual([
      { title: "Shade", values: [{ value: "110 Ivory", swatch: "#f1d3b5" }, { value: "220 Natural Beige", swatch: "#d9a77c" }, { value: "330 Toffee", swatch: null }] },
    ]);
    expect(choices.variants[1]).toEqual({ id: "v_beige", title: "220 Natural Beige", options: { Shade: "220 Natural Beige" }, price: "120.00", originalPrice: null, stockQuantity: 4, imageUrl: "/media/products/beige.webp" });
    expect(choices.variants[2]).toMatchObject({ price: "150.00", originalPrice: "180.00", stockQuantity: 6, imageUrl: null });
    expect(toVariantChoices({ ...base, variants: [shade("v", "Only", 1, 1)] } as never)).toBeNull();
  });

  it("the address chooses the shade; else the first in stock; an unknown value is ignored", () => {
    const detail = { ...toProduct(foundation as never), images: [], ...toVariantChoices(foundation as never)! };
    expect(chosenVariant(detail, new URLSearchParams("shade=330 Toffee"))?.id).toBe("v_toffee");
    expect(chosenVariant(detail, new URLSearchParams("variant=v_ivory"))?.id).toBe("v_ivory");
    expect(chosenVariant(detail, new URLSearchParams(""))?.id).toBe("v_beige");
    expect(chosenVariant(detail, new URLSearchParams("shade=999 Nope"))?.id).toBe("v_beige");
    const beige = detail.variants.find((v) => v.id === "v_beige")!;
    expect(variantSearch(beige)).toBe("?shade=220+Natural+Beige");
    expect(withVariant(detail, beige)).toMatchObject({ price: "120.00", stockQuantity: 4, imageUrl: "/media/products/beige.webp", images: ["/media/products/beige.webp"] });
  });

  it("sizes and shades together: a tap keeps the other option when that combination exists", () => {
    const both = [
      { id: "a", title: "Ivory / 30 ml", options: { Shade: "Ivory", Size: "30 ml" }, price: "1.00", originalPrice: null, stockQuantity: 1, imageUrl: null },
      { id: "b", title: "Ivory / 50 ml", options: { Shade: "Ivory", Size: "50 ml" }, price: "1.00", originalPrice: null, stockQuantity: 1, imageUrl: null },
      { id: "c", title: "Beige / 30 ml", options: { Shade: "Beige", Size: "30 ml" }, price: "1.00", originalPrice: null, stockQuantity: 1, imageUrl: null },
    ];
    expect(variantAfterChoosing(both, both[1]!, "Shade", "Beige")?.id).toBe("c");
    expect(variantAfterChoosing(both, both[2]!, "Size", "50 ml")?.id).toBe("b");
  });
});
