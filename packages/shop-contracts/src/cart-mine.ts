import "./zod-setup.js";
import { z } from "zod";
import { QuickAddCartJsonSchema } from "./cart.js";
import { defineContract } from "./contract.js";
import { strictBody } from "./fields.js";
import { IDEMPOTENCY_KEY_PATTERN } from "./idempotency-key.js";

/**
 * "My cart" (ADR 140, issue 33): the commerce app owns the signed-in customer's one open cart. It
 * reads it, finds or creates it and adds to it, changes and removes its lines, each under Medusa's
 * locking module per customer (commerce/src/workflows/add-to-my-cart.ts, change-my-cart-line.ts), so
 * no storefront process locks anything or holds a cart rule. The customer record names that cart in
 * its metadata under CUSTOMER_CART_METADATA_KEY, read and written only by @glow/medusa-http's
 * `my-cart.ts` (commerce's workflows and phone-auth's session check use it).
 */
export const MY_CART_PATH = "/store/glow/my-cart";
export const MY_CART_LINE_ITEMS_PATH = "/store/glow/my-cart/line-items";
export const MY_CART_LINE_ITEM_PATH = "/store/glow/my-cart/line-items/:id";
export const CUSTOMER_CART_METADATA_KEY = "glow_cart_id";
/** The most of one product a cart line may hold (checked by the workflow under the lock). */
export const MAX_CART_LINE_QUANTITY = 99;

/**
 * The `code` next to `message` in commerce's refusals of a cart change (Medusa's error answer carries
 * a MedusaError's code): the storefront answers by code and the figures next to it, never by
 * matching Medusa's wording, and holds no cart rule of its own.
 */
export const MY_CART_REFUSAL_CODES = {
  /** More than MAX_CART_LINE_QUANTITY of one variant would be in the cart (400). */
  lineLimit: "glow_line_limit",
  /** The product is a draft, deleted, unknown or not on the shop's sales channel (issue 34; 404). */
  notSoldHere: "glow_not_sold_here",
  /** The product comes in several variants and none was named (ADR 200; 400, with `choice`). */
  variantRequired: "glow_variant_required",
  /** The variant named is not one of the product's (404). */
  unknownVariant: "glow_unknown_variant",
  /** The line id is not a line of the customer's open cart (404: another's line looks the same as none). */
  lineNotInCart: "glow_line_not_in_cart",
  /** Not enough stock: Medusa's own code (`MedusaError.Codes.INSUFFICIENT_INVENTORY`; 409 with the figures). */
  insufficientStock: "insufficient_inventory",
  /** None left at all (409 with the figures, `available_stock` 0). */
  soldOut: "glow_sold_out",
} as const;
export type MyCartRefusalCode = (typeof MY_CART_REFUSAL_CODES)[keyof typeof MY_CART_REFUSAL_CODES];

/**
 * A refusal's answer: `{ message, code }`, plus the figures a code needs — the stock refusals
 * `available_stock` (what can be sold now) and `current_cart_quantity` (what the cart holds of
 * that variant), the variant refusal `choice` (what the shopper must choose).
 */
export const MyCartRefusalSchema = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
  available_stock: z.number().int().min(0).optional(),
  current_cart_quantity: z.number().int().min(0).optional(),
  choice: z.enum(["shade", "option"]).optional(),
});
export type MyCartRefusal = z.infer<typeof MyCartRefusalSchema>;

const lineQuantity = () =>
  z
    .number({ error: "quantity must be a whole number from 1 to 99" })
    .int("quantity must be a whole number from 1 to 99")
    .min(1, "quantity must be a whole number from 1 to 99")
    .max(MAX_CART_LINE_QUANTITY, "quantity must be a whole number from 1 to 99");

const medusaIdField = (name: string, example: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a text`) })
    .trim()
    .min(1, { error: `${name} must not be empty`, abort: true })
    .max(100, { error: `${name} is too long`, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, `${name} must be ${example}`);

/** A tap's idempotency key (ADR 235), as commerce and the storefront's /api/cart validate it. */
export const IdempotencyKeySchema = z
  .string({ error: "idempotency key must be a text" })
  .regex(IDEMPOTENCY_KEY_PATTERN, "idempotency key must be a UUID such as 3b241101-e2bb-4255-8caf-4136c566a962")
  .transform((key) => key.toLowerCase());

/**
 * The add's body, validated by the commerce app with these messages (its 400 answer's `message`).
 * `product_id` alone: commerce picks its variant (a single-variant product) or refuses with
 * `glow_variant_required`; with `variant_id` too, the variant must be that product's. `variant_id`
 * alone adds that variant.
 */
export const MyCartAddRequestSchema = strictBody({
  product_id: medusaIdField("product_id", "a product id such as prod_01H…").optional(),
  variant_id: medusaIdField("variant_id", "a variant id such as variant_01H…").optional(),
  quantity: lineQuantity(),
  /**
   * Optional (ADR 235): a key the shopper's device made for this one tap (a UUID), so a tap sent
   * again — replayed after a dropped connection — is applied once: the add remembers the keys it
   * applied for 24 hours per customer and answers a replay as it answered the first.
   */
  idempotency_key: IdempotencyKeySchema.optional(),
}).refine((body) => body.product_id !== undefined || body.variant_id !== undefined, { error: "product_id or variant_id is required" });
export type MyCartAddRequest = z.infer<typeof MyCartAddRequestSchema>;

/** A line's new quantity (POST /store/glow/my-cart/line-items/:id). */
export const MyCartUpdateRequestSchema = strictBody({ quantity: lineQuantity() });
export type MyCartUpdateRequest = z.infer<typeof MyCartUpdateRequestSchema>;

/** The line of the customer's open cart a change names. */
export const MyCartLineParamsSchema = z.object({ id: medusaIdField("line id", "a cart line id such as cali_01H…") });

/** The answer of a change: the cart's lines as the change left them, also the `cart` of phone-auth's session check. */
export const MyCartAnswerSchema = z.object({ cart: QuickAddCartJsonSchema });
export type MyCartAnswer = z.infer<typeof MyCartAnswerSchema>;

/**
 * GET /store/glow/my-cart: the customer's open cart with its lines, or null (none yet, or completed);
 * `last_cart_id`, the customer's latest cart even once completed (a Paystack return finds its cart by it).
 */
export const MyCartReadAnswerSchema = z.object({ cart: QuickAddCartJsonSchema.nullable(), last_cart_id: z.string().nullable() });
export type MyCartReadAnswer = z.infer<typeof MyCartReadAnswerSchema>;

/** The commerce app's own store endpoints (commerce/src/api/store/glow/my-cart/), called with the customer's Medusa JWT. */
export const myCartContracts = {
  retrieve: defineContract({ method: "GET", path: MY_CART_PATH, response: MyCartReadAnswerSchema }),
  addLineItem: defineContract({ method: "POST", path: MY_CART_LINE_ITEMS_PATH, body: MyCartAddRequestSchema, response: MyCartAnswerSchema }),
  updateLineItem: defineContract({ method: "POST", path: MY_CART_LINE_ITEM_PATH, params: MyCartLineParamsSchema, body: MyCartUpdateRequestSchema, response: MyCartAnswerSchema }),
  removeLineItem: defineContract({ method: "DELETE", path: MY_CART_LINE_ITEM_PATH, params: MyCartLineParamsSchema, response: MyCartAnswerSchema }),
};
