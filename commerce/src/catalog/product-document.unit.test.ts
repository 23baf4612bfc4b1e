import { describe, expect, it } from "vitest";
import { availableQuantity, toProductDocument, UNMANAGED_STOCK, type ProductRow } from "./product-document";
import { collect, eventIds } from "./product-index-events";

const row: ProductRow = {
  id: "prod_1",
  title: "Moisturising Body Lotion",
  handle: "moisturising-body-lotion",
  description: "Shea butter",
  thumbnail: "http://localhost:9000/static/p.webp",
  status: "published",
  metadata: { brand: " NIVEA " },
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: new Date("2026-11-21T10:00:00.000Z"),
  categories: [{ handle: "body-care", name: "Body Care" }, { handle: "skincare", name: "Skincare" }],
  tags: [{ value: "new" }, { value: "new" }, { value: "featured" }],
  sales_channels: [{ id: "sc_1" }],
  variants: [
    { id: "v2", variant_rank: 1, manage_inventory: true, calculated_price: { calculated_amount: 10, original_amount: 10 } },
    {
      id: "v1",
      variant_rank: 0,
      manage_inventory: true,
      calculated_price: { calculated_amount: "85", original_amount: 100 },
      inventory_items: [{ required_quantity: 1, inventory: { location_levels: [{ stocked_quantity: 10, reserved_quantity: 3 }, { stocked_quantity: 2, reserved_quantity: 0 }] } }],
    },
  ],
};

describe("toProductDocument (a product → its catalog index document)", () => {
  it("indexes what a card, filter, sort and facet need, the price from the cheapest variant in stock", () => {
    expect(toProductDocument(row, { product_id: "prod_1", review_count: 3, rating_sum: 13 })).toEqual({
      id: "prod_1",
      title: "Moisturising Body Lotion",
      handle: "moisturising-body-lotion",
      description: "Shea butter",
      thumbnail: "http://localhost:9000/static/p.webp",
      status: "published",
      brand: "NIVEA",
      brand_key: "nivea",
      title_spellings: "moisturizing",
      text_spellings: null,
      // "moist" and "moisturiz" find it (the British and American spellings' beginnings), as do "bod", "niv" and "ca".
      word_prefixes: "mo moi mois moist moistu moistur moisturi moisturis moisturisi moisturisin bo bod lo lot loti lotio moisturiz moisturizi moisturizin ni niv nive ca car",
      category_handles: ["body-care", "skincare"],
      category_handle: "body-care",
      category_name: "Body Care",
      tags: ["new", "featured"],
      sales_channel_ids: ["sc_1"],
      price: 85,
      original_price: 100,
      on_sale: true,
      stock_quantity: 9,
      in_stock: true,
      // v2 costs less but has no stock: the card's price is one a shopper can buy (ADR 200).
      variant_count: 2,
      option_label: "2 options",
      price_varies: false,
      rating: 4.3,
      review_count: 3,
      created_at: "2026-11-20T10:00:00.000Z",
      updated_at: "2026-11-21T10:00:00.000Z",
    });
  });

  it("leaves out drafts, deleted products and products without a handle", () => {
    expect(toProductDocument({ ...row, status: "draft" })).toBeNull();
    expect(toProductDocument({ ...row, deleted_at: "2026-11-22T00:00:00Z" })).toBeNull();
    expect(toProductDocument({ ...row, handle: null })).toBeNull();
  });

  it("is not on sale at the regular price, unrated without reviews, out of stock at zero", () => {
    const doc = toProductDocument({ ...row, metadata: {}, variants: [{ id: "v", manage_inventory: true, calculated_price: { calculated_amount: 50, original_amount: 50 }, inventory_items: [] }] });
    expect(doc).toMatchObject({ price: 50, original_price: null, on_sale: false, rating: 0, review_count: 0, stock_quantity: 0, in_stock: false, brand: null, brand_key: null });
  });
});

describe("toProductDocument with shades and sizes (ADR 200)", () => {
  const level = (stocked: number) => [{ required_quantity: 1, inventory: { location_levels: [{ stocked_quantity: stocked, reserved_quantity: 0 }] } }];
  const shade = (id: string, rank: number, price: number, stocked: number, original = price) => ({
    id,
    variant_rank: rank,
    manage_inventory: true,
    calculated_price: { calculated_amount: price, original_amount: original },
    inventory_items: level(stocked),
  });
  const foundation: ProductRow = { ...row, options: [{ title: "Shade" }], variants: [shade("ivory", 0, 150, 0), shade("beige", 1, 120, 4), shade("mocha", 2, 150, 6, 180)] };

  it("stays in stock while any shade is, counting every shade's stock", () => {
    expect(toProductDocument(foundation)).toMatchObject({ in_stock: true, stock_quantity: 10, variant_count: 3, option_label: "3 shades" });
  });

  it("prices the card from the cheapest shade in stock, and says the prices differ", () => {
    expect(toProductDocument(foundation)).toMatchObject({ price: 120, original_price: null, on_sale: false, price_varies: true });
    // The cheapest sells out: the card moves to the cheapest left, with its sale.
    const soldOut = { ...foundation, variants: [shade("ivory", 0, 150, 0), shade("beige", 1, 120, 0), shade("mocha", 2, 150, 6, 180)] };
    expect(toProductDocument(soldOut)).toMatchObject({ price: 150, original_price: 180, on_sale: true, price_varies: false, in_stock: true, stock_quantity: 6 });
  });

  it("is out of stock only when every shade is, then shows the lowest price", () => {
    const gone = { ...foundation, variants: [shade("ivory", 0, 150, 0), shade("beige", 1, 120, 0)] };
    expect(toProductDocument(gone)).toMatchObject({ in_stock: false, stock_quantity: 0, price: 120 });
  });

  it("says sizes for a Size option, and nothing for a product with one variant", () => {
    const lotion = { ...row, options: [{ title: "Size" }], variants: [shade("50", 0, 40, 3), shade("100", 1, 70, 3), shade("200", 2, 120, 3)] };
    expect(toProductDocument(lotion)).toMatchObject({ option_label: "3 sizes", price: 40, price_varies: true, variant_count: 3 });
    const single = { ...row, options: [{ title: "Size" }], variants: [shade("only", 0, 40, 3)] };
    expect(toProductDocument(single)).toMatchObject({ option_label: null, price_varies: false, variant_count: 1, stock_quantity: 3 });
  });
});

describe("availableQuantity (Medusa's inventory_quantity)", () => {
  it("counts stocked minus reserved, per required quantity, the scarcest item; unmanaged stock is 999", () => {
    expect(availableQuantity({ manage_inventory: false })).toBe(UNMANAGED_STOCK);
    const kit = {
      manage_inventory: true,
      inventory_items: [
        { required_quantity: 2, inventory: { location_levels: [{ stocked_quantity: 9, reserved_quantity: 0 }] } },
        { required_quantity: 1, inventory: { location_levels: [{ stocked_quantity: 3, reserved_quantity: 1 }] } },
      ],
    };
    expect(availableQuantity(kit)).toBe(2);
    expect(availableQuantity({ manage_inventory: true, inventory_items: [{ required_quantity: 1, inventory: { location_levels: [{ stocked_quantity: 1, reserved_quantity: 4 }] } }] })).toBe(0);
    expect(availableQuantity(undefined)).toBeNull();
  });
});

describe("event → product ids", () => {
  it("reads ids from workflow and module event data", () => {
    expect(eventIds({ id: "a" })).toEqual(["a"]);
    expect(eventIds({ id: ["a", "b", "a"] })).toEqual(["a", "b"]);
    expect(eventIds([{ id: "a" }, { id: "c" }])).toEqual(["a", "c"]);
    expect(eventIds(undefined)).toEqual([]);
  });

  it("collects a dotted path through nested lists", () => {
    const rows = [{ prices: [{ price_set: { variant: { product_id: "p1" } } }, { price_set: { variant: null } }] }, { prices: [{ price_set: { variant: { product_id: "p2" } } }] }];
    expect(collect(rows, "prices.price_set.variant.product_id")).toEqual(["p1", "p2"]);
    expect(collect([{ inventory_item: { variants: [{ product_id: "p1" }, { product_id: "p3" }] } }], "inventory_item.variants.product_id")).toEqual(["p1", "p3"]);
  });
});
