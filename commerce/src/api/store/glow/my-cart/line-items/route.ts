import { randomUUID } from "node:crypto";
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { CART_LINE_FIELDS, type MyCartAnswer } from "@glow/shop-contracts";
import { addToMyCartWorkflow } from "../../../../../workflows/add-to-my-cart";
import type { StoreMyCartAddLineItemType } from "../validators";

/** What the answer carries: the cart's lines (@glow/shop-contracts MyCartAnswer). */
const ANSWER_FIELDS = ["id", "completed_at", ...CART_LINE_FIELDS.map((f) => `items.${f}`)];

/**
 * POST /store/glow/my-cart/line-items `{ variant_id, quantity }` — adds to the signed-in customer's
 * open cart, creating it first when there is none (ADR 140), one add at a time per customer, and
 * answers `{ cart }` with its lines. Errors are Medusa's 400s in plain words: an unknown or
 * unpublished variant, no price, not enough stock, more than 99 of one product.
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreMyCartAddLineItemType>, res: MedusaResponse): Promise<void> {
  const { result: cartId } = await addToMyCartWorkflow(req.scope).run({
    input: {
      customer_id: req.auth_context.actor_id,
      variant_id: req.validatedBody.variant_id,
      quantity: req.validatedBody.quantity,
      sales_channel_id: req.publishable_key_context?.sales_channel_ids?.[0],
      lock_owner: `glow-add-to-my-cart:${randomUUID()}`,
    },
  });
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({ entity: "cart", fields: ANSWER_FIELDS, filters: { id: cartId } });
  res.json({ cart: data[0] } as MyCartAnswer);
}
