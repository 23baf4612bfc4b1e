import { describe, expect, it } from "vitest";
import { MAX_TAP_AGE_MS, MAX_TAP_TRIES, outcomeOf, tapId, tapRequest, type Tap } from "./tap-queue";

const base = { key: "3b241101-e2bb-4255-8caf-4136c566a962", user: "cus_1", label: "Shea butter", queuedAt: 1_000, tries: 1, leaseUntil: 0 };
const add: Tap = { ...base, id: "cart-add:k", kind: "cart-add", productId: "prod_1", variantId: "variant_1", quantity: 2, product: { id: "prod_1", name: "Shea butter" } };
const quantity: Tap = { ...base, id: "cart-line:cali_1", kind: "cart-quantity", lineId: "cali_1", quantity: 3 };
const heart: Tap = { ...base, id: "wishlist:prod_1", kind: "wishlist", productId: "prod_1", add: false, product: { id: "prod_1", name: "Shea butter" } };
const review: Tap = { ...base, id: "review:prod_1", kind: "review", productId: "prod_1", rating: 4, comment: "Soft hands all Harmattan" };

describe("tapId: one waiting tap per add, per cart line, per heart", () => {
  it("keys adds by their own key and the rest by what they change", () => {
    expect(tapId({ kind: "cart-add", user: "u", label: "x", productId: "p", quantity: 1, product: { id: "p", name: "x" } }, "k1")).toBe("cart-add:k1");
    expect(tapId({ kind: "cart-quantity", user: "u", label: "x", lineId: "cali_9", quantity: 1 }, "k1")).toBe("cart-line:cali_9");
    expect(tapId({ kind: "wishlist", user: "u", label: "x", productId: "prod_9", add: true, product: { id: "prod_9", name: "x" } }, "k1")).toBe("wishlist:prod_9");
    expect(tapId({ kind: "review", user: "u", label: "x", productId: "prod_9", rating: 5 }, "k1")).toBe("review:prod_9");
  });
});

describe("tapRequest: a tap is sent as the page's own button sends it", () => {
  it("sends an add with its idempotency key", () => {
    const { url, init } = tapRequest(add);
    expect(url).toBe("/api/cart");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toBe(base.key);
    expect(JSON.parse(init.body as string)).toEqual({ productId: "prod_1", quantity: 2, variantId: "variant_1" });
  });

  it("sets a quantity and sends a heart's state", () => {
    expect(tapRequest(quantity)).toMatchObject({ url: "/api/cart/cali_1", init: { method: "PUT", body: '{"quantity":3}' } });
    expect(tapRequest(heart)).toMatchObject({ url: "/api/wishlist/prod_1", init: { method: "DELETE" } });
    expect(tapRequest({ ...heart, add: true })).toMatchObject({ url: "/api/wishlist", init: { method: "POST", body: '{"productId":"prod_1"}' } });
  });

  it("sends a review draft as the review form does, without an empty comment", () => {
    expect(tapRequest(review)).toMatchObject({ url: "/api/products/prod_1/reviews", init: { method: "POST", body: '{"rating":4,"comment":"Soft hands all Harmattan"}' } });
    expect(tapRequest({ ...review, comment: undefined })).toMatchObject({ init: { body: '{"rating":4}' } });
  });
});

describe("outcomeOf: went through, refused with why, or wait", () => {
  it("tells the shopper a tap went through", () => {
    expect(outcomeOf(add, { status: 200 }, 2_000)).toMatchObject({ result: "applied", message: "“Shea butter” was added to your cart." });
    expect(outcomeOf(heart, { status: 200 }, 2_000)).toMatchObject({ result: "applied", message: "“Shea butter” was removed from your wishlist." });
  });

  it("says why a tap was refused, in the shop's words, and marks a signed-out refusal", () => {
    expect(outcomeOf(add, { status: 409, message: "Not enough stock: only 1 left." }, 2_000)).toMatchObject({
      result: "refused",
      signedOut: false,
      message: "“Shea butter” was not added to your cart: Not enough stock: only 1 left.",
    });
    expect(outcomeOf(quantity, { status: 401, message: "Not authenticated" }, 2_000)).toMatchObject({
      result: "refused",
      signedOut: true,
      message: "The quantity of “Shea butter” was not changed: you were signed out. Please sign in and tap it again.",
    });
  });

  it("counts a review answered 409 (already reviewed) as sent: an earlier send went through unanswered", () => {
    expect(outcomeOf(review, { status: 201 }, 2_000)).toMatchObject({ result: "applied", message: "Your review of “Shea butter” was sent and is pending approval." });
    expect(outcomeOf(review, { status: 409, message: "You have already reviewed this product." }, 2_000)).toMatchObject({ result: "applied" });
    expect(outcomeOf(review, { status: 403, message: "You can only review products you have purchased and received." }, 2_000)).toMatchObject({
      result: "refused",
      message: "Your review of “Shea butter” was not sent: You can only review products you have purchased and received.",
    });
  });

  it("waits on no network or a busy shop, and gives up only after several tries or a day", () => {
    expect(outcomeOf(add, "network-error", 2_000)).toBeNull();
    expect(outcomeOf(add, { status: 503 }, 2_000)).toBeNull();
    expect(outcomeOf({ ...add, tries: MAX_TAP_TRIES }, { status: 503 }, 2_000)).toMatchObject({ result: "refused" });
    expect(outcomeOf(add, "network-error", base.queuedAt + MAX_TAP_AGE_MS + 1)).toMatchObject({ result: "refused", message: expect.stringMatching(/waited too long/) });
  });
});
