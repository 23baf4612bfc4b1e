import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { loadStoreWishlist } from "../../../lib/load-wishlist";
import type { StoreWishlist } from "../../../lib/store-wishlist";

/**
 * GET /store/wishlist — the signed-in customer's wishlist, newest first:
 * `{ wishlist: { items: [{ product_id, created_at, product: { id, title, handle, thumbnail } }] } }`.
 * Products deleted, unpublished or not sold in the storefront's channel are left out.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ wishlist: StoreWishlist }>): Promise<void> {
  const wishlist = await loadStoreWishlist(req.scope, req.auth_context.actor_id, req.publishable_key_context?.sales_channel_ids);
  res.json({ wishlist });
}
