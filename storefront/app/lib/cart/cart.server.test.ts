import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The Medusa calls one cart change makes (ADR 140, issue 33): a fake commerce that records every call
 * and answers its "my cart" routes as commerce would — the lines, or a refusal code with figures.
 * The rules themselves (the lock, stock, the 99 ceiling, which variant) live in commerce and are
 * proven by its integration tests (my-cart.spec.ts, my-cart-lines.spec.ts); here the storefront only
 * maps codes to the spec's answers and lines to the spec's cart items.
 */
const calls: string[] = [];
const state = {
  cart: { id: "cart_open", completed_at: null as string | null, items: [] as Array<Record<string, unknown>> },
  brand: "Volta Botanicals" as string | null,
  /** The refusal commerce answers the next change with, if any. */
  refusal: null as null | { status: number; body: Record<string, unknown> },
  lastBody: undefined as unknown,
};
const item = (quantity: number) => ({ id: "line_1", quantity, variant_id: "variant_1", product_id: "prod_1", product_title: "Shea Butter", title: "Default", unit_price: 45, thumbnail: null, created_at: "2026-01-01" });

/** Commerce's /store/glow/my-cart routes. */
const commerce = async (path: string, init: RequestInit) => {
  expect(new Headers(init.headers).get("authorization")).toBe("Bearer token");
  const route = `${init.method} ${path}`;
  calls.push(route);
  state.lastBody = init.body ? JSON.parse(String(init.body)) : undefined;
  if (route === "GET /store/glow/my-cart") return Response.json({ cart: state.cart, last_cart_id: state.cart.id });
  if (state.refusal) return Response.json(state.refusal.body, { status: state.refusal.status });
  if (route === "POST /store/glow/my-cart/line-items") {
    const { quantity } = state.lastBody as { quantity: number };
    state.cart.items = [item(Number(state.cart.items[0]?.quantity ?? 0) + quantity)];
    return Response.json({ cart: state.cart });
  }
  if (route === "POST /store/glow/my-cart/line-items/line_1") {
    state.cart.items = [item((state.lastBody as { quantity: number }).quantity)];
    return Response.json({ cart: state.cart });
  }
  if (route === "DELETE /store/glow/my-cart/line-items/line_1") {
    state.cart.items = [];
    return Response.json({ cart: state.cart });
  }
  throw new Error(`unexpected call ${route}`);
};

vi.mock("~/lib/medusa/client.server", () => ({
  medusaFetch: commerce,
  medusa: () => ({
    store: {
      product: {
        list: async () => {
          calls.push("product.brands");
          return { products: [{ id: "prod_1", metadata: { brand: state.brand }, variants: [{ id: "variant_1" }] }] };
        },
      },
    },
  }),
}));

const { addToCart, cartRefusal, lastCartId, listCart, removeCartLine, updateCartLine } = await import("./cart.server");

beforeEach(() => {
  calls.length = 0;
  state.cart = { id: "cart_open", completed_at: null, items: [] };
  state.refusal = null;
});
const checked = () => ({ cartId: "cart_open", cart: structuredClone(state.cart) as never });
const refuse = (status: number, body: Record<string, unknown>) => {
  state.refusal = { status, body };
};

describe("a cart change is one call to commerce (no stock lookup, no cart read)", () => {
  it("adds by product (and shade): one call, the lines mapped, the brand looked up once and remembered", async () => {
    const items = await addToCart("token", "prod_1", 2);
    expect(items).toEqual([{ id: "line_1", quantity: 2, product: { id: "prod_1", name: "Shea Butter", brand: "Volta Botanicals", price: "45.00", imageUrl: null } }]);
    expect(state.lastBody).toEqual({ product_id: "prod_1", quantity: 2 });
    await addToCart("token", "prod_1", 1, { variantId: "variant_1", idempotencyKey: "3b241101-e2bb-4255-8caf-4136c566a962" });
    expect(state.lastBody).toEqual({ product_id: "prod_1", variant_id: "variant_1", quantity: 1, idempotency_key: "3b241101-e2bb-4255-8caf-4136c566a962" });
    expect(calls).toEqual(["POST /store/glow/my-cart/line-items", "product.brands", "POST /store/glow/my-cart/line-items"]);
  });

  it("changes and removes a line: one call each, whatever the session knew", async () => {
    state.cart.items = [item(2)];
    expect(await updateCartLine("token", "line_1", 3)).toEqual([expect.objectContaining({ id: "line_1", quantity: 3 })]);
    expect(state.lastBody).toEqual({ quantity: 3 });
    expect(await removeCartLine("token", "line_1")).toEqual([]);
    expect(calls.filter((c) => c !== "product.brands")).toEqual(["POST /store/glow/my-cart/line-items/line_1", "DELETE /store/glow/my-cart/line-items/line_1"]);
  });
});

describe("commerce's codes in the spec's words", () => {
  it("not enough stock: 409 with the figures commerce read, whatever its wording", async () => {
    refuse(409, { message: "Some variant does not have the required inventory", code: "insufficient_inventory", available_stock: 5, current_cart_quantity: 4 });
    await expect(addToCart("token", "prod_1", 2)).rejects.toMatchObject({
      status: 409,
      message: "Not enough stock: only 5 available.",
      extra: { availableStock: 5, currentCartQuantity: 4 },
    });
    refuse(409, { message: "…", code: "insufficient_inventory", available_stock: 3, current_cart_quantity: 3 });
    await expect(updateCartLine("token", "line_1", 4)).rejects.toMatchObject({ status: 409, message: "Not enough stock: only 3 available.", extra: { availableStock: 3, currentCartQuantity: 3 } });
  });

  it("sold out: the spec's 'not available' 409", async () => {
    refuse(409, { message: "…", code: "glow_sold_out", available_stock: 0, current_cart_quantity: 0 });
    await expect(addToCart("token", "prod_1", 1)).rejects.toMatchObject({
      status: 409,
      message: "This product is not available right now: it is out of stock.",
      extra: { availableStock: 0, currentCartQuantity: 0 },
    });
  });

  it("the line ceiling, a missing shade or option, another product's variant, a product not sold here, a line not in the cart", async () => {
    const cases: Array<[number, Record<string, unknown>, number, string]> = [
      [400, { message: "…", code: "glow_line_limit" }, 400, "You can have at most 99 of one product in your cart."],
      [400, { message: "…", code: "glow_variant_required", choice: "shade" }, 400, "Choose a shade first."],
      [400, { message: "…", code: "glow_variant_required", choice: "option" }, 400, "Choose a size or option first."],
      [404, { message: "…", code: "glow_unknown_variant" }, 404, "That shade or size is not available for this product."],
      [404, { message: "…", code: "glow_not_sold_here" }, 404, "This product is not available."],
    ];
    for (const [status, body, answered, message] of cases) {
      refuse(status, body);
      const refused = await addToCart("token", "prod_1", 1).catch((error: unknown) => error);
      expect(refused, String(body.code)).toMatchObject({ status: answered, message });
      // Only the stock refusals carry figures (e2e/variants.spec.ts pins the shade answer as `{ message }` alone).
      expect((refused as { extra: object }).extra).toEqual({});
    }
    refuse(404, { message: "…", code: "glow_line_not_in_cart" });
    await expect(updateCartLine("token", "line_other", 1)).rejects.toMatchObject({ status: 404, message: "That item is no longer in your cart." });
    await expect(removeCartLine("token", "line_other")).rejects.toMatchObject({ status: 404, message: "That item is no longer in your cart." });
  });

  it("an uncoded failure is passed on with its status (the route answers it), a sign-out stays 401", async () => {
    refuse(401, { message: "Unauthorized" });
    await expect(addToCart("token", "prod_1", 1)).rejects.toMatchObject({ name: "ContractCallError", status: 401 });
    refuse(503, { message: "Lock wait timed out" });
    await expect(updateCartLine("token", "line_1", 1)).rejects.toMatchObject({ name: "ContractCallError", status: 503 });
    expect(cartRefusal(400, "not json")).toBeNull();
  });
});

describe("list", () => {
  it("with the session's cart asks Medusa nothing (brands remembered); without it, commerce answers the cart", async () => {
    await addToCart("token", "prod_1", 1);
    calls.length = 0;
    expect(await listCart("token", checked())).toHaveLength(1);
    expect(calls).toEqual([]);
    expect(await listCart("token", { cartId: null, cart: null })).toEqual([]);
    expect(calls).toEqual([]);
    expect(await listCart("token")).toHaveLength(1);
    expect(calls).toEqual(["GET /store/glow/my-cart"]);
    expect(await lastCartId("token")).toBe("cart_open");
  });
});
