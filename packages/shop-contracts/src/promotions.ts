import "./zod-setup.js";
import { z } from "zod";
import { defineContract } from "./contract.js";
import { strictBody } from "./fields.js";
import { PROMO_CODE_MAX_LENGTH } from "./promo-code-limits.js";

/**
 * Promo codes (ADR 201) on Medusa's Promotion module. A shopper types a code in the cart or at
 * checkout; the commerce app applies it to the signed-in customer's open cart through
 * POST /store/glow/my-cart/promotions, which counts failed attempts per customer and per network
 * before Medusa looks the code up, and answers why a code did not apply in one of four plain
 * messages (unknown, expired, used up, not for this cart) — never more, so a guesser learns no
 * more than a shopper is told. Removing a code is Medusa's own DELETE /store/carts/:id/promotions.
 */
export const MY_CART_PROMOTIONS_PATH = "/store/glow/my-cart/promotions";

/** Longest code the shop accepts (Medusa's dashboard has no limit; real codes are short words). */
export { PROMO_CODE_MAX_LENGTH };

/**
 * The code as a shopper types it: trimmed, upper-cased (codes are matched without regard to case),
 * letters, digits, `-` and `_` only. The storefront's form and the commerce endpoint validate with
 * this one schema, so both refuse the same input with the same words.
 */
export const PromoCodeSchema = z
  .string({ error: (issue) => (issue.input === undefined ? "Please enter a promo code." : "The promo code must be a text.") })
  .trim()
  .min(1, { error: "Please enter a promo code.", abort: true })
  .max(PROMO_CODE_MAX_LENGTH, { error: `A promo code has at most ${PROMO_CODE_MAX_LENGTH} characters.`, abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, "A promo code has only letters, digits, - and _.")
  .transform((code) => code.toUpperCase());

export const ApplyPromoCodeRequestSchema = strictBody({ code: PromoCodeSchema });
export type ApplyPromoCodeRequest = z.infer<typeof ApplyPromoCodeRequestSchema>;

/** Why a code did not apply (the 4xx answer's `reason`, besides its `message`). */
export const PROMO_REFUSALS = ["unknown", "expired", "used_up", "not_applicable"] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** The code as Medusa stores it, now on the cart. */
export const ApplyPromoCodeAnswerSchema = z.object({ code: z.string() });
export type ApplyPromoCodeAnswer = z.infer<typeof ApplyPromoCodeAnswerSchema>;

/**
 * The words a shopper reads for each refusal (the commerce app answers them; the storefront shows
 * them as they come). `code` is the code as the shopper typed it, upper-cased.
 */
export const promoRefusalMessage = (reason: PromoRefusal, code: string): string => {
  switch (reason) {
    case "unknown":
      return `We don't know the code ${code}. Please check the spelling.`;
    case "expired":
      return `The code ${code} has expired.`;
    case "used_up":
      return `The code ${code} has been used up: it can't be used any more.`;
    case "not_applicable":
      return `The code ${code} can't be used with what is in your cart.`;
  }
};

/** The commerce app's promo-code endpoint, called with the customer's Medusa JWT. */
export const promotionContracts = {
  apply: defineContract({ method: "POST", path: MY_CART_PROMOTIONS_PATH, body: ApplyPromoCodeRequestSchema, response: ApplyPromoCodeAnswerSchema }),
};
