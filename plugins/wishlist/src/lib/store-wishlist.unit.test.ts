import { describe, expect, it } from "vitest";
import { isShownInStore, toStoreWishlist } from "./store-wishlist";

const product = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Title ${id}`,
  handle: `handle-${id}`,
  thumbnail: `http://localhost:9000/static/${id}.svg`,
  status: "published",
  sales_channels: [{ id: "sc_web" }],
  ...extra,
});

describe("isShownInStore", () => {
  it("shows published products sold in one of the storefront's channels", () => {
    expect(isShownInStore(product("a"), ["sc_web"])).toBe(true);
    expect(isShownInStore(product("a"), [])).toBe(true);
    expect(isShownInStore(product("a", { sales_channels: [null, { id: "sc_web" }] }), ["sc_web"])).toBe(true);
  });

  it("hides drafts and products sold elsewhere", () => {
    expect(isShownInStore(product("a", { status: "draft" }), ["sc_web"])).toBe(false);
    expect(isShownInStore(product("a", { status: "proposed" }), [])).toBe(false);
    expect(isShownInStore(product("a", { sales_channels: [{ id: "sc_wholesale" }] }), ["sc_web"])).toBe(false);
    expect(isShownInStore(product("a", { sales_channels: null }), ["sc_web"])).toBe(false);
  });
});

describe("toStoreWishlist", () => {
  it("answers the store shape, newest wish first", () => {
    const wishlist = toStoreWishlist([
      { product_id: "a", created_at: new Date("2026-11-20T10:00:00Z"), product: product("a") },
      { product_id: "b", created_at: "2026-11-21T09:00:00.000Z", product: product("b", { thumbnail: null }) },
    ]);
    expect(wishlist).toEqual({
      items: [
        { product_id: "b", created_at: "2026-11-21T09:00:00.000Z", product: { id: "b", title: "Title b", handle: "handle-b", thumbnail: null } },
        {
          product_id: "a",
          created_at: "2026-11-20T10:00:00.000Z",
          product: { id: "a", title: "Title a", handle: "handle-a", thumbnail: "http://localhost:9000/static/a.svg" },
        },
      ],
    });
  });

  it("leaves out items whose product was deleted, unpublished or is sold elsewhere", () => {
    const at = "2026-11-21T09:00:00.000Z";
    const wishlist = toStoreWishlist(
      [
        { product_id: "gone", created_at: at, product: null },
        { product_id: "gone-too", created_at: at },
        { product_id: "draft", created_at: at, product: product("draft", { status: "draft" }) },
        { product_id: "wholesale", created_at: at, product: product("wholesale", { sales_channels: [{ id: "sc_wholesale" }] }) },
        { product_id: "mismatch", created_at: at, product: product("other") },
        null,
        { product_id: "kept", created_at: at, product: product("kept") },
      ],
      ["sc_web"],
    );
    expect(wishlist.items.map((item) => item.product_id)).toEqual(["kept"]);
  });

  it("answers an empty list for no items", () => {
    expect(toStoreWishlist([])).toEqual({ items: [] });
  });
});
