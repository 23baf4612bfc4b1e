import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The Medusa calls one cart change makes (ADR 074): a fake SDK that records every call and answers
 * like Medusa would for one customer with one open cart.
 */
const calls: string[] = [];
const state = {
  metadata: { glow_cart_id: "cart_open" } as Record<string, unknown>,
  carts: new Map<string, { id: string; completed_at: string | null; items: Array<Record<string, unknown>> }>(),
  stock: 5,
  brand: "Volta Botanicals" as string | null,
  failStock: false,
};
const item = (quantity: number) => ({ id: "line_1", quantity, variant_id: "variant_1", product_id: "prod_1", product_title: "Shea Butter", title: "Default", unit_price: 45, thumbnail: null, created_at: "2026-01-01" });

vi.mock("~/lib/medusa/client.server", () => ({
  medusa: () => ({
    client: {
      // The quick add (ADR 080): POST /store/glow/carts/:id/line-items.
      fetch: async (path: string, init: { method: string; body: { variant_id: string; quantity: number } }) => {
        const match = /^\/store\/glow\/carts\/([^/]+)\/line-items$/.exec(path);
        if (!match || init.method !== "POST") throw new Error(`unexpected call ${init.method} ${path}`);
        calls.push("cart.quickAdd");
        const cart = state.carts.get(decodeURIComponent(match[1]!))!;
        const quantity = Number(cart.items[0]?.quantity ?? 0) + init.body.quantity;
        if (quantity > state.stock) throw new Error("Some variant does not have the required inventory");
        cart.items = [item(quantity)];
        return { cart };
      },
    },
    store: {
      product: {
        list: async (query: { fields: string; id: string[] }) => {
          calls.push(query.fields.includes("inventory_quantity") ? "product.stock" : "product.brands");
          if (state.failStock) throw new Error("Medusa is down");
          return { products: [{ id: "prod_1", metadata: { brand: state.brand }, variants: [{ id: "variant_1", manage_inventory: true, allow_backorder: false, inventory_quantity: state.stock }] }] };
        },
      },
      customer: {
        retrieve: async () => {
          calls.push("customer.retrieve");
          return { customer: { id: "cus_1", metadata: state.metadata } };
        },
        update: async (body: { metadata: Record<string, unknown> }) => {
          calls.push("customer.update");
          state.metadata = body.metadata;
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
        create: async () => {
          calls.push("cart.create");
          const cart = { id: "cart_new", completed_at: null, items: [] };
          state.carts.set(cart.id, cart);
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
vi.mock("~/lib/medusa/region.server", () => ({ ghanaRegionId: async () => "reg_gh" }));
vi.mock("./cart-lock.server", () => ({ withCustomerCartLock: (_key: string, work: () => Promise<unknown>) => work() }));

const { addToCart, forgetCartSummary, listCart, lookUpStock, removeCartLine } = await import("./cart.server");

beforeEach(() => {
  calls.length = 0;
  state.metadata = { glow_cart_id: "cart_open" };
  state.carts = new Map([["cart_open", { id: "cart_open", completed_at: null, items: [] }]]);
  state.stock = 5;
  state.failStock = false;
});

describe("add to cart (Medusa calls per add)", () => {
  it("with the session's cart id: stock, the cart, the add — no customer lookup, no re-read, the brand remembered", async () => {
    const items = await addToCart("token", "prod_1", 2, { cartId: "cart_open", stock: lookUpStock("prod_1") });
    expect(items).toEqual([{ id: "line_1", quantity: 2, product: { id: "prod_1", name: "Shea Butter", brand: "Volta Botanicals", price: "45.00", imageUrl: null } }]);
    expect(calls).toEqual(["product.stock", "cart.retrieve cart_open", "cart.quickAdd"]);
  });

  it("without a hint it reads the customer first (the old path still works)", async () => {
    await addToCart("token", "prod_1", 1);
    expect(calls).toEqual(["product.stock", "customer.retrieve", "cart.retrieve cart_open", "cart.quickAdd"]);
  });

  it("a hint naming a completed cart falls back to the customer record, then makes one new cart", async () => {
    state.carts.get("cart_open")!.completed_at = "2026-01-02";
    const items = await addToCart("token", "prod_1", 1, { cartId: "cart_open" });
    expect(items[0]?.quantity).toBe(1);
    expect(calls).toEqual(["product.stock", "cart.retrieve cart_open", "customer.retrieve", "cart.create", "customer.update", "cart.quickAdd"]);
    expect(state.metadata.glow_cart_id).toBe("cart_new");
  });

  it("a stale hint (another cart recorded since) uses the recorded open cart", async () => {
    state.carts.set("cart_other", { id: "cart_other", completed_at: null, items: [] });
    state.metadata = { glow_cart_id: "cart_other" };
    state.carts.delete("cart_open");
    await addToCart("token", "prod_1", 1, { cartId: "cart_open" });
    expect(calls).toEqual(["product.stock", "cart.retrieve cart_open", "customer.retrieve", "cart.retrieve cart_other", "cart.quickAdd"]);
  });

  it("keeps the stock answers: 409 with the spec's fields before Medusa is asked, and when Medusa refuses", async () => {
    await addToCart("token", "prod_1", 4, { cartId: "cart_open" });
    await expect(addToCart("token", "prod_1", 2, { cartId: "cart_open" })).rejects.toMatchObject({
      status: 409,
      message: "Not enough stock: only 5 available.",
      extra: { availableStock: 5, currentCartQuantity: 4 },
    });
    state.stock = 0;
    await expect(addToCart("token", "prod_1", 1, { cartId: "cart_open" })).rejects.toMatchObject({
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

describe("list and remove", () => {
  it("list with the hint is one cart read (brands remembered); remove maps Medusa's answer without re-reading", async () => {
    await addToCart("token", "prod_1", 1, { cartId: "cart_open" });
    await forgetCartSummary("token"); // a read that misses the cart summary (ADR 088)
    calls.length = 0;
    expect(await listCart("token", { cartId: "cart_open" })).toHaveLength(1);
    expect(calls).toEqual(["cart.retrieve cart_open"]);
    calls.length = 0;
    expect(await removeCartLine("token", "line_1", { cartId: "cart_open" })).toEqual([]);
    expect(calls).toEqual(["cart.retrieve cart_open", "cart.deleteLineItem"]);
  });
});

describe("the cart summary (ADR 088)", () => {
  it("a read after a change answers the change's cart without asking Medusa; so does a second read", async () => {
    const added = await addToCart("token", "prod_1", 2, { cartId: "cart_open" });
    calls.length = 0;
    expect(await listCart("token", { cartId: "cart_open" })).toEqual(added);
    expect(calls).toEqual([]);
    expect(await removeCartLine("token", "line_1", { cartId: "cart_open" })).toEqual([]);
    calls.length = 0;
    expect(await listCart("token", { cartId: "cart_open" })).toEqual([]);
    await forgetCartSummary("token");
    await listCart("token", { cartId: "cart_open" });
    await listCart("token", { cartId: "cart_open" });
    expect(calls).toEqual(["cart.retrieve cart_open"]);
  });

  it("reads racing a change never put back the lines from before it", async () => {
    await forgetCartSummary("token");
    const [, added, after] = await Promise.all([
      listCart("token", { cartId: "cart_open" }),
      addToCart("token", "prod_1", 1, { cartId: "cart_open" }),
      listCart("token", { cartId: "cart_open" }),
    ]);
    expect(after).toEqual(added);
    expect(await listCart("token", { cartId: "cart_open" })).toEqual(added);
  });

  it("a change refused for stock keeps the summary; one that failed unexpectedly drops it", async () => {
    const added = await addToCart("token", "prod_1", 1, { cartId: "cart_open" });
    state.stock = 1;
    await expect(addToCart("token", "prod_1", 1, { cartId: "cart_open" })).rejects.toMatchObject({ status: 409 });
    calls.length = 0;
    expect(await listCart("token", { cartId: "cart_open" })).toEqual(added);
    expect(calls).toEqual([]);
    state.failStock = true;
    await expect(addToCart("token", "prod_1", 1, { cartId: "cart_open" })).rejects.toThrow("Medusa is down");
    state.failStock = false;
    calls.length = 0;
    await listCart("token", { cartId: "cart_open" });
    expect(calls).toEqual(["cart.retrieve cart_open"]);
  });
});
