import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The Medusa calls one cart change makes (ADR 074/140): a fake SDK that records every call and answers
 * like Medusa would for one customer with one open cart. Finding or creating the cart and ordering
 * one shopper's adds happen in commerce's "add to my cart" (its integration test, my-cart.spec.ts).
 */
const calls: string[] = [];
const state = {
  metadata: { glow_cart_id: "cart_open" } as Record<string, unknown>,
  carts: new Map<string, { id: string; completed_at: string | null; items: Array<Record<string, unknown>> }>(),
  stock: 5,
  brand: "Volta Botanicals" as string | null,
  failStock: false,
  /** Staff took the product off the shop since the stock lookup. */
  notSoldHere: false,
  soldMeanwhile: 0,
};
const item = (quantity: number) => ({ id: "line_1", quantity, variant_id: "variant_1", product_id: "prod_1", product_title: "Shea Butter", title: "Default", unit_price: 45, thumbnail: null, created_at: "2026-01-01" });

/** "Add to my cart" (ADR 140): POST /store/glow/my-cart/line-items, answered as commerce would (400 `{ message }` when refused). */
const myCartAdd = async (path: string, init: RequestInit) => {
  if (path.startsWith("/store/carts/cart_open/line-items/line_1?") && init.method === "POST") return lineUpdate(init);
  if (path !== "/store/glow/my-cart/line-items" || init.method !== "POST") throw new Error(`unexpected call ${init.method} ${path}`);
  expect(new Headers(init.headers).get("authorization")).toBe("Bearer token");
  calls.push("myCart.add");
  const body = JSON.parse(String(init.body)) as { variant_id: string; quantity: number };
  const cart = state.carts.get(String(state.metadata.glow_cart_id))!;
  const quantity = Number(cart.items[0]?.quantity ?? 0) + body.quantity;
  if (state.notSoldHere) return Response.json({ message: "Not on this channel.", code: "glow_not_sold_here" }, { status: 400 });
  // Refused with a code (MY_CART_REFUSAL_CODES) and a wording the storefront does not read.
  if (quantity > 99) return Response.json({ message: "Line ceiling reached.", code: "glow_line_limit" }, { status: 400 });
  if (quantity > state.stock) return Response.json({ message: "Some variant does not have the required inventory", code: "insufficient_inventory" }, { status: 400 });
  cart.items = [item(quantity)];
  return Response.json({ cart });
};

/**
 * Medusa's own line update (POST /store/carts/:id/line-items/:line). With `state.soldMeanwhile`, the
 * stock falls by that many between the storefront's check and Medusa's: Medusa refuses with its code.
 */
const lineUpdate = async (init: RequestInit) => {
  calls.push("cart.updateLineItem");
  const { quantity } = JSON.parse(String(init.body)) as { quantity: number };
  state.stock -= state.soldMeanwhile;
  if (quantity > state.stock) return Response.json({ type: "not_allowed", message: "Some variant does not have the required inventory", code: "insufficient_inventory" }, { status: 400 });
  const cart = state.carts.get("cart_open")!;
  cart.items = [item(quantity)];
  return Response.json({ cart });
};

vi.mock("~/lib/medusa/client.server", () => ({
  medusaFetch: myCartAdd,
  medusa: () => ({
    store: {
      product: {
        list: async (query: { fields: string; id: string[] }) => {
          calls.push(query.fields.includes("inventory_quantity") ? "product.stock" : "product.brands");
          if (state.failStock) throw new Error("Medusa is down");
          if (query.id[0] === "prod_shades") {
            // A foundation in two shades (ADR 200): one in stock, one sold out.
            const shade = (id: string, stock: number) => ({ id, manage_inventory: true, allow_backorder: false, inventory_quantity: stock });
            return { products: [{ id: "prod_shades", metadata: {}, options: [{ title: "Shade" }], variants: [shade("variant_ivory", 3), shade("variant_toffee", 0)] }] };
          }
          return { products: [{ id: "prod_1", metadata: { brand: state.brand }, variants: [{ id: "variant_1", manage_inventory: true, allow_backorder: false, inventory_quantity: state.stock }] }] };
        },
      },
      customer: {
        retrieve: async () => {
          calls.push("customer.retrieve");
          return { customer: { id: "cus_1", metadata: state.metadata } };
        },
      },
      cart: {
        retrieve: async (id: string) => {
          calls.push(`cart.retrieve ${id}`);
          const cart = state.carts.get(id);
          if (!cart) throw Object.assign(new Error("Cart not found"), { status: 404 });
          return { cart };
        },
        deleteLineItem: async (id: string) => {
          calls.push("cart.deleteLineItem");
          const cart = state.carts.get(id)!;
          cart.items = [];
          return { deleted: true, parent: cart };
        },
      },
    },
  }),
}));

const { addToCart, listCart, lookUpStock, removeCartLine, updateCartLine } = await import("./cart.server");

beforeEach(() => {
  calls.length = 0;
  state.metadata = { glow_cart_id: "cart_open" };
  state.carts = new Map([["cart_open", { id: "cart_open", completed_at: null, items: [] }]]);
  state.stock = 5;
  state.failStock = false;
  state.notSoldHere = false;
  state.soldMeanwhile = 0;
});
const checked = () => ({ cartId: "cart_open", cart: structuredClone(state.carts.get("cart_open")!) as never });

describe("add to cart (Medusa calls per add)", () => {
  it("with this request's session check: stock, then the add — no cart read, no re-read, the brand remembered", async () => {
    const items = await addToCart("token", "prod_1", 2, { ...checked(), stock: lookUpStock("prod_1") });
    expect(items).toEqual([{ id: "line_1", quantity: 2, product: { id: "prod_1", name: "Shea Butter", brand: "Volta Botanicals", price: "45.00", imageUrl: null } }]);
    expect(calls).toEqual(["product.stock", "myCart.add"]);
  });

  it("without a session's cart it still makes one call to add: commerce finds or creates the cart", async () => {
    await addToCart("token", "prod_1", 1);
    expect(calls).toEqual(["product.stock", "myCart.add"]);
  });

  it("keeps the stock answers: 409 with the spec's fields before Medusa is asked, and when Medusa refuses", async () => {
    await addToCart("token", "prod_1", 4, checked());
    await expect(addToCart("token", "prod_1", 2, checked())).rejects.toMatchObject({
      status: 409,
      message: "Not enough stock: only 5 available.",
      extra: { availableStock: 5, currentCartQuantity: 4 },
    });
    state.stock = 0;
    await expect(addToCart("token", "prod_1", 1, checked())).rejects.toMatchObject({
      status: 409,
      message: "This product is not available right now: it is out of stock.",
    });
    // Our check passed on a stale stock figure; Medusa's own check refuses and the answer is the same 409.
    state.stock = 4;
    await expect(addToCart("token", "prod_1", 1, { cartId: "cart_open", stock: Promise.resolve({ variantId: "variant_1", available: 10 }) })).rejects.toMatchObject({
      status: 409,
      extra: { availableStock: 4, currentCartQuantity: 4 },
    });
  });

  it("answers the 99-per-line ceiling in plain words, from the session's lines or from commerce", async () => {
    state.stock = 500;
    await addToCart("token", "prod_1", 98, checked());
    await expect(addToCart("token", "prod_1", 2, checked())).rejects.toMatchObject({ status: 400, message: "You can have at most 99 of one product in your cart." });
    calls.length = 0;
    await expect(addToCart("token", "prod_1", 2, { cartId: "cart_open" })).rejects.toMatchObject({ status: 400, message: "You can have at most 99 of one product in your cart." });
    expect(calls).toEqual(["product.stock", "myCart.add"]);
  });

  it("answers a product taken off the shop after the stock lookup as not available (commerce's code, not its wording)", async () => {
    state.notSoldHere = true;
    await expect(addToCart("token", "prod_1", 1, checked())).rejects.toMatchObject({ status: 404, message: "This product is not available." });
  });

  it("changes a line's quantity, and answers the 409 with fresh figures when stock sold meanwhile makes Medusa refuse", async () => {
    await addToCart("token", "prod_1", 2, checked());
    expect(await updateCartLine("token", "line_1", 3, checked())).toEqual([expect.objectContaining({ quantity: 3 })]);
    state.soldMeanwhile = 2;
    await expect(updateCartLine("token", "line_1", 4, checked())).rejects.toMatchObject({
      status: 409,
      message: "Not enough stock: only 3 available.",
      extra: { availableStock: 3, currentCartQuantity: 3 },
    });
  });

  it("an early stock lookup nobody awaits (the sign-in failed) fails without an unhandled rejection", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    state.failStock = true;
    lookUpStock("prod_1");
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off("unhandledRejection", unhandled);
    expect(calls).toEqual(["product.stock"]);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe("add a shade (ADR 200)", () => {
  it("a product in several shades needs one: 400 without, 404 for another product's, 409 for a sold-out one", async () => {
    await expect(addToCart("token", "prod_shades", 1, checked())).rejects.toMatchObject({ status: 400, message: "Choose a shade first." });
    await expect(addToCart("token", "prod_shades", 1, { ...checked(), variantId: "variant_1" })).rejects.toMatchObject({ status: 404 });
    await expect(addToCart("token", "prod_shades", 1, { ...checked(), variantId: "variant_toffee" })).rejects.toMatchObject({ status: 409 });
    await expect(lookUpStock("prod_shades", "variant_ivory")).resolves.toEqual({ variantId: "variant_ivory", available: 3 });
    expect(calls.filter((c) => c === "myCart.add")).toEqual([]);
  });

  it("a single-variant product is added as before, with or without its variant named", async () => {
    await addToCart("token", "prod_1", 1, { ...checked(), variantId: "variant_1" });
    await expect(addToCart("token", "prod_1", 1, { ...checked(), variantId: "variant_other" })).rejects.toMatchObject({ status: 404 });
    // Its line names no variant: the product has one.
    expect((await listCart("token", { cartId: "cart_open" }))[0]).not.toHaveProperty("variant");
  });
});

describe("list and remove", () => {
  it("list with the session's cart asks Medusa nothing (brands remembered); with only its id, one cart read", async () => {
    await addToCart("token", "prod_1", 1, checked());
    calls.length = 0;
    expect(await listCart("token", checked())).toHaveLength(1);
    expect(calls).toEqual([]);
    expect(await listCart("token", { cartId: "cart_open" })).toHaveLength(1);
    expect(calls).toEqual(["cart.retrieve cart_open"]);
    calls.length = 0;
    expect(await listCart("token", { cartId: null, cart: null })).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("without any hint the customer record names the cart; remove maps Medusa's answer without re-reading", async () => {
    await addToCart("token", "prod_1", 1, checked());
    calls.length = 0;
    expect(await listCart("token")).toHaveLength(1);
    expect(calls).toEqual(["customer.retrieve", "cart.retrieve cart_open"]);
    calls.length = 0;
    expect(await removeCartLine("token", "line_1", checked())).toEqual([]);
    expect(calls).toEqual(["cart.deleteLineItem"]);
  });
});
