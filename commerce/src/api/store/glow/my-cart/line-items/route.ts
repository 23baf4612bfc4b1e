import { randomUUID } from "node:crypto";
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils";
import { CART_LINE_FIELDS, type MyCartAnswer } from "@glow/shop-contracts";
import { createAddBatcher } from "../../../../../cart/add-batches";
import { keyOutcome, refusalOf, rememberRefused } from "../../../../../cart/applied-keys";
import { addToMyCartWorkflow } from "../../../../../workflows/add-to-my-cart";
import type { StoreMyCartAddLineItemType } from "../validators";

/** What the answer carries: the cart's lines (@glow/shop-contracts MyCartAnswer). */
const ANSWER_FIELDS = ["id", "completed_at", ...CART_LINE_FIELDS.map((f) => `items.${f}`)];

const REFUSALS = new Set<string>([MedusaError.Types.NOT_ALLOWED, MedusaError.Types.INVALID_DATA, MedusaError.Types.NOT_FOUND]);

/** One customer's adds that arrive while one of theirs runs are run together (src/cart/add-batches.ts). */
const batches = createAddBatcher<MyCartAnswer["cart"]>({
  // Medusa's refusals of a line (stock, the 99 ceiling, an unknown variant); not a lock timeout or an outage.
  isRefusal: (error) => MedusaError.isMedusaError(error) && REFUSALS.has((error as MedusaError).type),
});

/**
 * POST /store/glow/my-cart/line-items `{ variant_id, quantity }` — adds to the signed-in customer's
 * open cart, creating it first when there is none (ADR 140), one batch of adds at a time per customer,
 * and answers `{ cart }` with its lines as that add's batch left them. Errors are Medusa's 400s in
 * plain words: an unknown or unpublished variant, no price, not enough stock, more than 99 of one product.
 * With `idempotency_key` (ADR 235) an add is applied once per customer and key: a replay answers the
 * cart as it is (the add is not made again) or the refusal the key's first try got.
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreMyCartAddLineItemType>, res: MedusaResponse): Promise<void> {
  const customerId = req.auth_context.actor_id;
  const salesChannelId = req.publishable_key_context?.sales_channel_ids?.[0];
  const key = req.validatedBody.idempotency_key;
  const line = { variant_id: req.validatedBody.variant_id, quantity: req.validatedBody.quantity, ...(key ? { idempotency_key: key } : {}) };
  const earlier = key ? await keyOutcome(req.scope, customerId, key) : null;
  const refused = earlier ? refusalOf(earlier) : null;
  if (refused) throw refused;
  const adding = batches.add(`${customerId}:${salesChannelId ?? ""}`, line, async (items) => {
    const { result: cartId } = await addToMyCartWorkflow(req.scope).run({
      input: { customer_id: customerId, items, sales_channel_id: salesChannelId, lock_owner: `glow-add-to-my-cart:${randomUUID()}` },
    });
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
    const { data } = await query.graph({ entity: "cart", fields: ANSWER_FIELDS, filters: { id: cartId } });
    return data[0] as MyCartAnswer["cart"];
  });
  const cart = await adding.catch(async (error: unknown) => {
    // The refusal of this tap (its batch was run line by line): its key answers it again.
    if (key && MedusaError.isMedusaError(error) && REFUSALS.has((error as MedusaError).type)) await rememberRefused(req.scope, customerId, key, error as MedusaError);
    throw error;
  });
  res.json({ cart } as MyCartAnswer);
}
