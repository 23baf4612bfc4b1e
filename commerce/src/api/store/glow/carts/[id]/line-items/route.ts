import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { CART_LINE_FIELDS, type QuickAddCartJson } from "@glow/shop-contracts";
import { quickAddToCartWorkflow } from "../../../../../../workflows/quick-add-to-cart";
import type { StoreQuickAddLineItemType } from "../../validators";

/** What the answer carries: the cart's lines, as the storefront's cart summary reads them (@glow/shop-contracts QuickAddCartJson). */
const ANSWER_FIELDS = ["id", "completed_at", ...CART_LINE_FIELDS.map((f) => `items.${f}`)];

/**
 * POST /store/glow/carts/:id/line-items `{ variant_id, quantity }` — adds to the signed-in
 * customer's own cart with the quick add (ADR 080) and answers `{ cart }` with its lines. Errors
 * are Medusa's: 404 for a missing or someone else's cart, 400 for a completed cart, an unknown or
 * unpublished variant, a variant without a GHS price, or not enough stock.
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreQuickAddLineItemType>, res: MedusaResponse): Promise<void> {
  const cartId = String(req.params.id);
  await quickAddToCartWorkflow(req.scope).run({
    input: { cart_id: cartId, customer_id: req.auth_context.actor_id, items: [req.validatedBody] },
  });
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({ entity: "cart", fields: ANSWER_FIELDS, filters: { id: cartId } });
  res.json({ cart: data[0] as QuickAddCartJson });
}
