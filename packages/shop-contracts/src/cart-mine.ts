import { z } from "zod";
import { QuickAddCartJsonSchema } from "./cart.js";

/**
 * "Add to my cart" (ADR 140): the commerce app finds or creates the signed-in customer's one open
 * cart and adds to it under Medusa's locking module (commerce/src/workflows/add-to-my-cart.ts), so
 * no storefront process has to lock anything. The customer record names that cart in its metadata
 * under CUSTOMER_CART_METADATA_KEY; phone-auth's session check reads it to answer the cart's lines.
 */
export const MY_CART_LINE_ITEMS_PATH = "/store/glow/my-cart/line-items";
export const CUSTOMER_CART_METADATA_KEY = "glow_cart_id";
/** The most of one product a cart line may hold (checked by the workflow under the lock). */
export const MAX_CART_LINE_QUANTITY = 99;

export const MyCartAddRequestSchema = z.object({
  variant_id: z.string().min(1),
  quantity: z.number().int().min(1).max(MAX_CART_LINE_QUANTITY),
});
export type MyCartAddRequest = z.infer<typeof MyCartAddRequestSchema>;

/** The answer of the add, and the `cart` of phone-auth's session check (null: no open cart). */
export const MyCartAnswerSchema = z.object({ cart: QuickAddCartJsonSchema });
export type MyCartAnswer = z.infer<typeof MyCartAnswerSchema>;
