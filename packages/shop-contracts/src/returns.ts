import "./zod-setup.js";
import { z } from "zod";
import { defineContract } from "./contract.js";
import { strictBody } from "./fields.js";

/**
 * Returns asked for from the order page (issue 30 point 2, ADR 230). The commerce app opens a return
 * request on Medusa's order module (a return and its pending "return_request" order change), so staff
 * find it in the dashboard and confirm it with the dashboard's own "Confirm Return" button; receiving
 * and refunding are Medusa's own dashboard flows.
 */
export const ORDER_RETURNS_PATH = "/store/glow/orders/:id/returns";
export const RETURN_POLICY_PATH = "/store/glow/return-policy";

/** Days after delivery within which a shopper may ask to return an item (the shop option `returns.windowDays` overrides). */
export const DEFAULT_RETURN_WINDOW_DAYS = 14;

/** Why the shopper returns it: Medusa return reasons with these values (created when first used). */
export const RETURN_REASONS = [
  { value: "damaged", label: "Damaged, leaking or broken" },
  { value: "wrong_item", label: "Wrong item or shade" },
  { value: "reaction", label: "It caused a reaction" },
  { value: "unopened", label: "Unopened, I changed my mind" },
] as const;
export type ReturnReasonValue = (typeof RETURN_REASONS)[number]["value"];
const REASON_VALUES = RETURN_REASONS.map((r) => r.value) as [ReturnReasonValue, ...ReturnReasonValue[]];

export const MAX_RETURN_NOTE_LENGTH = 500;

export const ReturnRequestLineSchema = z.object({
  line_id: z
    .string({ error: "Choose an item of this order." })
    .regex(/^ordli_[A-Za-z0-9]{1,64}$/, "Choose an item of this order."),
  quantity: z
    .number({ error: "The quantity must be a whole number." })
    .int("The quantity must be a whole number.")
    .min(1, "The quantity must be at least 1.")
    .max(99, "The quantity must be at most 99."),
});

/** What the shopper sends: the items and how many of each, one reason, an optional note. Checked by the storefront's action and by the commerce app. */
export const ReturnRequestBodySchema = strictBody({
  items: z
    .array(ReturnRequestLineSchema, { error: "Choose at least one item to return." })
    .min(1, "Choose at least one item to return.")
    .max(50, "Too many items in one return.")
    .refine((items) => new Set(items.map((i) => i.line_id)).size === items.length, "Each item may be listed once."),
  reason: z.enum(REASON_VALUES, { error: "Choose why you are returning the items." }),
  note: z.string({ error: "The note must be text." }).trim().max(MAX_RETURN_NOTE_LENGTH, `The note can be at most ${MAX_RETURN_NOTE_LENGTH} characters.`).optional(),
});
export type ReturnRequestBody = z.infer<typeof ReturnRequestBodySchema>;

/** A return as the shopper reads it: asked for, received by the shop, money sent back, or refused. */
export const RETURN_STATES = ["requested", "received", "refunded", "refused"] as const;
export type ReturnState = (typeof RETURN_STATES)[number];
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: "Return requested",
  received: "Return received",
  refunded: "Refunded",
  refused: "Return refused",
};

export const OrderReturnJsonSchema = z.object({
  id: z.string(),
  state: z.enum(RETURN_STATES),
  created_at: z.string(),
  reason: z.string().nullable(),
  items: z.array(z.object({ line_id: z.string(), quantity: z.number().int() })),
});
export type OrderReturnJson = z.infer<typeof OrderReturnJsonSchema>;

export const ReturnableLineJsonSchema = z.object({
  line_id: z.string(),
  /** Delivered and not yet asked back, received or refused: what may still be returned (0 after the window). */
  returnable_quantity: z.number().int(),
  /** In a return that was asked for or received (not refused). */
  returned_quantity: z.number().int(),
  /** Back with the shop (a return received, refunded or not): that many no longer offer a review. */
  received_quantity: z.number().int(),
  /** In a return that was refunded. */
  refunded_quantity: z.number().int(),
  /** The last day to ask (ISO), null when the line was not delivered. */
  return_by: z.string().nullable(),
});
export type ReturnableLineJson = z.infer<typeof ReturnableLineJsonSchema>;

export const OrderReturnsAnswerSchema = z.object({
  window_days: z.number().int(),
  /** A request is waiting for staff: a new one must wait until they confirm or refuse it. */
  open_request: z.boolean(),
  lines: z.array(ReturnableLineJsonSchema),
  returns: z.array(OrderReturnJsonSchema),
});
export type OrderReturnsAnswer = z.infer<typeof OrderReturnsAnswerSchema>;

export const ReturnRequestAnswerSchema = OrderReturnsAnswerSchema.extend({ return_id: z.string() });
export type ReturnRequestAnswer = z.infer<typeof ReturnRequestAnswerSchema>;

export const ReturnPolicyAnswerSchema = z.object({ window_days: z.number().int() });

const OrderParamsSchema = z.object({ id: z.string().regex(/^order_[A-Za-z0-9]{1,64}$/, "Unknown order.") });

/** The commerce app's return endpoints (commerce/src/api/store/glow/orders/[id]/returns), called with the customer's Medusa JWT. */
export const returnContracts = {
  list: defineContract({ method: "GET", path: ORDER_RETURNS_PATH, params: OrderParamsSchema, response: OrderReturnsAnswerSchema }),
  request: defineContract({ method: "POST", path: ORDER_RETURNS_PATH, params: OrderParamsSchema, body: ReturnRequestBodySchema, response: ReturnRequestAnswerSchema }),
  policy: defineContract({ method: "GET", path: RETURN_POLICY_PATH, response: ReturnPolicyAnswerSchema }),
};
