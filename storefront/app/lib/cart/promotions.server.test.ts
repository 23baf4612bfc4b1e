import { describe, expect, it } from "vitest";
import { PromoCodeSchema } from "@glow/shop-contracts";
import { cartMoneyOf, discountsOf } from "./promotions.server";

/** The money the cart page and checkout show is Medusa's (ADR 201): these only name and group it. */
describe("a cart's discounts", () => {
  const cart = {
    item_subtotal: 198,
    shipping_total: 30,
    discount_total: 22.8,
    total: 205.2,
    items: [
      { adjustments: [{ code: "HARMATTAN-AUTO", amount: 1.5 }, { code: "GLOW10", amount: 9.9 }] },
      { adjustments: [{ code: "HARMATTAN-AUTO", amount: 1.5 }, { code: "GLOW10", amount: 9.9 }] },
      { adjustments: null },
    ],
    shipping_methods: [{ id: "sm_1", adjustments: [] }],
    promotions: [{ code: "GLOW10", is_automatic: false }, { code: "HARMATTAN-AUTO", is_automatic: true }],
  };

  it("adds up each promotion's adjustments, the typed codes first and removable, automatic ones not", () => {
    expect(discountsOf(cart)).toEqual([
      { code: "GLOW10", amount: 19.8, removable: true },
      { code: "HARMATTAN-AUTO", amount: 3, removable: false },
    ]);
  });

  it("passes Medusa's totals through as numbers", () => {
    expect(cartMoneyOf(cart)).toMatchObject({ subtotal: 198, delivery: 30, hasDelivery: true, discount: 22.8, total: 205.2 });
    expect(cartMoneyOf({ total: "99" })).toEqual({ subtotal: 0, delivery: 0, hasDelivery: false, discount: 0, total: 99, discounts: [] });
  });
});

describe("the promo code schema both sides validate with", () => {
  const message = (input: unknown) => {
    const parsed = PromoCodeSchema.safeParse(input);
    return parsed.success ? parsed.data : parsed.error.issues[0]?.message;
  };
  it("trims and upper-cases, and refuses empty, overlong and odd input in plain words", () => {
    expect(message(" glow10 ")).toBe("GLOW10");
    expect(message("  ")).toBe("Please enter a promo code.");
    expect(message(undefined)).toBe("Please enter a promo code.");
    expect(message("A".repeat(33))).toBe("A promo code has at most 32 characters.");
    expect(message("GLOW 10")).toBe("A promo code has only letters, digits, - and _.");
    expect(message(10)).toBe("The promo code must be a text.");
  });
});
