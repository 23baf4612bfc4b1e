import "./zod-setup.js";
import { z } from "zod";
import { defineContract } from "./contract.js";

/** Placing an order (plugins/payments): idempotent, oversell-safe cart completion. */
export const CartIdParams = z.object({
  id: z.string().regex(/^cart_[A-Za-z0-9]{10,40}$/, "This is not a cart id."),
});

export const CompletedCheckoutJsonSchema = z.object({
  order: z.object({ id: z.string(), display_id: z.number().int().nullable() }),
  /** True when an earlier call (or Paystack's webhook) had placed the order already. */
  already_completed: z.boolean(),
});
export type CompletedCheckoutJson = z.infer<typeof CompletedCheckoutJsonSchema>;

export const paymentContracts = {
  /**
   * POST /store/checkout/carts/:id/complete — the cart's own customer (a Medusa customer token).
   * 409 `{ message, code: "out_of_stock", items }` when something sold out; 402 when the payment is
   * not confirmed; 400/404 `{ message }` otherwise.
   */
  complete: defineContract({ method: "POST", path: "/store/checkout/carts/:id/complete", params: CartIdParams, response: CompletedCheckoutJsonSchema }),
};
