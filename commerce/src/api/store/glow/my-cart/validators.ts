import { z } from "@medusajs/framework/zod";
import { strictBody } from "@glow/medusa-http";
import { MAX_CART_LINE_QUANTITY } from "@glow/shop-contracts";

/** POST /store/glow/my-cart/line-items (MyCartAddRequestSchema in @glow/shop-contracts) — the messages become the 400 answer's `message`. */
export const StoreMyCartAddLineItem = strictBody({
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
    .max(MAX_CART_LINE_QUANTITY, "quantity must be a whole number from 1 to 99"),
});
export type StoreMyCartAddLineItemType = z.infer<typeof StoreMyCartAddLineItem>;

