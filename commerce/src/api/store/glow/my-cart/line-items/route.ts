import { randomUUID } from "node:crypto";
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { MedusaError } from "@medusajs/framework/utils";
import type { MyCartAnswer } from "@glow/shop-contracts";
import { createAddBatcher } from "../../../../../cart/add-batches";
import { keyOutcome, refusalOf, rememberRefused } from "../../../../../cart/applied-keys";
import { cartAnswer, isLineRefusal, isStockRefusal, sendRefusal, stockRefusal, variantToAdd } from "../../../../../cart/my-cart-answers";
import { addToMyCartWorkflow } from "../../../../../workflows/add-to-my-cart";
import type { StoreMyCartAddLineItemType } from "../validators";

/** One customer's adds that arrive while one of theirs runs are run together (src/cart/add-batches.ts). */
const batches = createAddBatcher<MyCartAnswer["cart"]>({ isRefusal: isLineRefusal });

/**
 * POST /store/glow/my-cart/line-items `{ product_id?, variant_id?, quantity }` — adds to the signed-in
 * customer's open cart, creating it first when there is none (ADR 140), one batch of adds at a time
 * per customer, and answers `{ cart }` with its lines as that add's batch left them. Refusals are
 * codes (MY_CART_REFUSAL_CODES) with plain words: 400 a product in several variants with none named
 * (`choice`) or more than 99 of one product; 404 an unknown, unpublished or foreign variant; 409 not
 * enough stock, with `available_stock` and `current_cart_quantity`.
 * With `idempotency_key` (ADR 235) an add is applied once per customer and key: a replay answers the
 * cart as it is (the add is not made again) or the refusal the key's first try got.
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreMyCartAddLineItemType>, res: MedusaResponse): Promise<void> {
  const customerId = req.auth_context.actor_id;
  const salesChannelId = req.publishable_key_context?.sales_channel_ids?.[0];
  const key = req.validatedBody.idempotency_key;
  let variantId = req.validatedBody.variant_id;
  try {
    const earlier = key ? await keyOutcome(req.scope, customerId, key) : null;
    const refused = earlier ? refusalOf(earlier) : null;
    if (refused) throw refused;
    variantId = await variantToAdd(req.scope, req.validatedBody);
    const line = { variant_id: variantId, quantity: req.validatedBody.quantity, ...(key ? { idempotency_key: key } : {}) };
    const adding = batches.add(`${customerId}:${salesChannelId ?? ""}`, line, async (items) => {
      const { result: cartId } = await addToMyCartWorkflow(req.scope).run({
        input: { customer_id: customerId, items, sales_channel_id: salesChannelId, lock_owner: `glow-add-to-my-cart:${randomUUID()}` },
      });
      return cartAnswer(req.scope, cartId);
    });
    const cart = await adding.catch(async (error: unknown) => {
      // The refusal of this tap (its batch was run line by line): its key answers it again.
      if (key && isLineRefusal(error)) await rememberRefused(req.scope, customerId, key, error as MedusaError);
      throw error;
    });
    res.json({ cart } as MyCartAnswer);
  } catch (error) {
    const answer = isStockRefusal(error) && variantId ? await stockRefusal(req.scope, { customerId, variantId, salesChannelId }) : error;
    if (!sendRefusal(res, answer)) throw error;
  }
}
