import "./zod-setup.js";
import { z } from "zod";
import { QuickAddCartJsonSchema } from "./cart.js";
import { defineContract } from "./contract.js";
import { strictBody } from "./fields.js";
import { IDEMPOTENCY_KEY_PATTERN } from "./idempotency-key.js";

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

/**
 * The `code` next to `message` in commerce's refusals of an add (Medusa's error answer carries a
 * MedusaError's code): the storefront answers by code, never by matching Medusa's wording.
 */
export const MY_CART_REFUSAL_CODES = {
  /** More than MAX_CART_LINE_QUANTITY of one variant would be in the cart. */
  lineLimit: "glow_line_limit",
  /** The product is a draft, deleted or not on the shop's sales channel (issue 34). */
  notSoldHere: "glow_not_sold_here",
  /** Not enough stock: Medusa's own code (`MedusaError.Codes.INSUFFICIENT_INVENTORY`). */
  insufficientStock: "insufficient_inventory",
} as const;

/** A tap's idempotency key (ADR 235), as commerce and the storefront's /api/cart validate it. */
export const IdempotencyKeySchema = z
  .string({ error: "idempotency key must be a text" })
  .regex(IDEMPOTENCY_KEY_PATTERN, "idempotency key must be a UUID such as 3b241101-e2bb-4255-8caf-4136c566a962")
  .transform((key) => key.toLowerCase());

/** The add's body, validated by the commerce app with these messages (its 400 answer's `message`). */
export const MyCartAddRequestSchema = strictBody({
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
  /**
   * Optional (ADR 235): a key the shopper's device made for this one tap (a UUID), so a tap sent
   * again — replayed after a dropped connection — is applied once: the add remembers the keys it
   * applied for 24 hours per customer and answers a replay as it answered the first.
   */
  idempotency_key: IdempotencyKeySchema.optional(),
});
export type MyCartAddRequest = z.infer<typeof MyCartAddRequestSchema>;

/** The answer of the add, and the `cart` of phone-auth's session check (null: no open cart). */
export const MyCartAnswerSchema = z.object({ cart: QuickAddCartJsonSchema });
export type MyCartAnswer = z.infer<typeof MyCartAnswerSchema>;

/** The commerce app's own store endpoints (commerce/src/api/store/glow/), called with the customer's Medusa JWT. */
export const myCartContracts = {
  addLineItem: defineContract({ method: "POST", path: MY_CART_LINE_ITEMS_PATH, body: MyCartAddRequestSchema, response: MyCartAnswerSchema }),
};
