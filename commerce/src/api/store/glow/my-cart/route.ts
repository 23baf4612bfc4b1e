import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { findMyCart } from "@glow/medusa-http";
import { CART_LINE_FIELDS, type MyCartReadAnswer } from "@glow/shop-contracts";

/**
 * GET /store/glow/my-cart — the signed-in customer's open cart with its lines, or `{ cart: null }`
 * (none yet, or it was completed), and `last_cart_id` (that cart's id even once completed, when it is
 * theirs: a Paystack return completes or finds the order of it). The storefront asks this when its session check did not already
 * answer the cart: it never reads the cart id from the customer record itself (issue 33).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  const found = await findMyCart(req.scope, req.auth_context.actor_id, CART_LINE_FIELDS);
  res.json({ cart: found?.cart ?? null, last_cart_id: found?.last_cart_id ?? null } as MyCartReadAnswer);
}
