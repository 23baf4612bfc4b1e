import { randomUUID } from "node:crypto";
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { findMyCart } from "@glow/medusa-http";
import type { MyCartAnswer } from "@glow/shop-contracts";
import { createChangeBatcher, runChanges, type LineChange } from "../../../../../../cart/change-batches";
import { cartAnswer, isLineRefusal, isStockRefusal, sendRefusal, stockRefusal } from "../../../../../../cart/my-cart-answers";
import { removeMyCartLineWorkflow, updateMyCartLineWorkflow } from "../../../../../../workflows/change-my-cart-line";
import type { StoreMyCartLineParamsType, StoreMyCartUpdateLineItemType } from "../../validators";

const lockOwner = () => `glow-change-my-cart-line:${randomUUID()}`;
/** The line id, checked by the contract's params schema (StoreMyCartLineParamsType) before the route runs. */
const lineIdOf = (req: AuthenticatedMedusaRequest<unknown>): StoreMyCartLineParamsType["id"] => String(req.params.id);

/**
 * One customer's changes and removals that arrive while one of theirs runs are run together, the last
 * quantity of a line winning (src/cart/change-batches.ts): 60 parallel changes of a line are two runs,
 * not 60 queued under the lock past the storefront's 10 s timeout (which answered 503).
 */
const batches = createChangeBatcher<MyCartAnswer["cart"]>();

/** Runs `change` in the customer's batch and answers `{ cart }` as the batch left it, or the line's own refusal. */
async function changeLine(req: AuthenticatedMedusaRequest<unknown>, res: MedusaResponse, change: LineChange): Promise<void> {
  const customerId = req.auth_context.actor_id;
  try {
    const { cart, refused } = await batches.add(customerId, change, (changes) =>
      runChanges(
        changes,
        async ({ line_id, quantity }) => {
          const input = { customer_id: customerId, line_id, lock_owner: lockOwner() };
          const { result } = quantity === null ? await removeMyCartLineWorkflow(req.scope).run({ input }) : await updateMyCartLineWorkflow(req.scope).run({ input: { ...input, quantity } });
          return result;
        },
        (cartId) => cartAnswer(req.scope, cartId),
        isLineRefusal,
      ),
    );
    if (refused.has(change.line_id)) throw refused.get(change.line_id);
    res.json({ cart } as MyCartAnswer);
  } catch (error) {
    let answer: unknown = error;
    if (isStockRefusal(error)) {
      const line = (await findMyCart(req.scope, customerId))?.cart?.items.find((item) => item.id === change.line_id);
      if (line?.variant_id) answer = await stockRefusal(req.scope, { customerId, variantId: line.variant_id, salesChannelId: req.publishable_key_context?.sales_channel_ids?.[0] });
    }
    if (!sendRefusal(res, answer)) throw error;
  }
}

/**
 * POST /store/glow/my-cart/line-items/:id `{ quantity }` — sets the quantity of a line of the
 * signed-in customer's open cart, under the customer's lock (src/workflows/change-my-cart-line.ts),
 * and answers `{ cart }`. 404 `glow_line_not_in_cart` for a line that is not in their open cart
 * (another customer's looks the same as none); 409 not enough stock with `available_stock` and
 * `current_cart_quantity` (the line's quantity as it stays).
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreMyCartUpdateLineItemType>, res: MedusaResponse): Promise<void> {
  await changeLine(req, res, { line_id: lineIdOf(req), quantity: req.validatedBody.quantity });
}

/** DELETE /store/glow/my-cart/line-items/:id — removes a line of the customer's open cart (404 as above) and answers `{ cart }`. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  await changeLine(req, res, { line_id: lineIdOf(req), quantity: null });
}
