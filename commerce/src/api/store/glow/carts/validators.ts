import { z } from "@medusajs/framework/zod";
import { strictBody } from "@glow/medusa-http";

/** Largest quantity one add may ask for (the storefront's line ceiling is 99 as well). */
export const MAX_ADD_QUANTITY = 99;

/** POST /store/glow/carts/:id/line-items — the messages become the 400 answer's `message`. */
export const StoreQuickAddLineItem = strictBody({
  variant_id: z
    .string({ error: (issue) => (issue.input === undefined ? "variant_id is required" : "variant_id must be a text") })
    .trim()
    .min(1, { error: "variant_id must not be empty", abort: true })
    .max(100, { error: "variant_id is too long", abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, "variant_id must be a variant id such as variant_01H…"),
  quantity: z
    .number({ error: "quantity must be a whole number from 1 to 99" })
    .int("quantity must be a whole number from 1 to 99")
    .min(1, "quantity must be a whole number from 1 to 99")
    .max(MAX_ADD_QUANTITY, "quantity must be a whole number from 1 to 99"),
});
export type StoreQuickAddLineItemType = z.infer<typeof StoreQuickAddLineItem>;

export const StoreGlowCartParams = z.object({
  id: z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/, "The cart id must look like cart_01H…"),
});
