import { randomUUID } from "node:crypto";
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { findMyCart } from "@glow/medusa-http";
import type { MyCartAnswer } from "@glow/shop-contracts";
import { cartAnswer, isStockRefusal, sendRefusal, stockRefusal } from "../../../../../../cart/my-cart-answers";
import { removeMyCartLineWorkflow, updateMyCartLineWorkflow } from "../../../../../../workflows/change-my-cart-line";
import type { StoreMyCartLineParamsType, StoreMyCartUpdateLineItemType } from "../../validators";

const lockOwner = () => `glow-change-my-cart-line:${randomUUID()}`;
/** The line id, checked by the contract's params schema (StoreMyCartLineParamsType) before the route runs. */
const lineIdOf = (req: AuthenticatedMedusaRequest<unknown>): StoreMyCartLineParamsType["id"] => String(req.params.id);

/**
 * POST /store/glow/my-cart/line-items/:id `{ quantity }` — sets the quantity of a line of the
 * signed-in customer's open cart, under the customer's lock (src/workflows/change-my-cart-line.ts),
 * and answers `{ cart }`. 404 `glow_line_not_in_cart` for a line that is not in their open cart
 * (another customer's looks the same as none); 409 not enough stock with `available_stock` and
 * `current_cart_quantity` (the line's quantity as it stays).
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreMyCartUpdateLineItemType>, res: MedusaResponse): Promise<void> {
  const customerId = req.auth_context.actor_id;
  const lineId = lineIdOf(req);
  try {
    const { result: cartId } = await updateMyCartLineWorkflow(req.scope).run({
      input: { customer_id: customerId, line_id: lineId, quantity: req.validatedBody.quantity, lock_owner: lockOwner() },
    });
    res.json({ cart: await cartAnswer(req.scope, cartId) } as MyCartAnswer);
  } catch (error) {
    let answer: unknown = error;
    if (isStockRefusal(error)) {
      const line = (await findMyCart(req.scope, customerId))?.cart?.items.find((item) => item.id === lineId);
      if (line?.variant_id) answer = await stockRefusal(req.scope, { customerId, variantId: line.variant_id, salesChannelId: req.publishable_key_context?.sales_channel_ids?.[0] });
    }
    if (!sendRefusal(res, answer)) throw error;
  }
}

/** DELETE /store/glow/my-cart/line-items/:id — removes a line of the customer's open cart (404 as above) and answers `{ cart }`. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  const { result: cartId } = await removeMyCartLineWorkflow(req.scope).run({
    input: { customer_id: req.auth_context.actor_id, line_id: lineIdOf(req), lock_owner: lockOwner() },
  });
  res.json({ cart: await cartAnswer(req.scope, cartId) } as MyCartAnswer);
}
