import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { loadStoreWishlist } from "../../../../../lib/load-wishlist";
import type { StoreWishlist } from "../../../../../lib/store-wishlist";
import { removeFromWishlistWorkflow } from "../../../../../workflows/remove-from-wishlist";
import { StoreWishlistItemParams } from "../../../../validators";

/**
 * DELETE /store/wishlist/items/:product_id — removes the product (idempotent: removing one that
 * isn't there is fine) and answers the whole wishlist.
 */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ wishlist: StoreWishlist }>): Promise<void> {
  const customerId = req.auth_context.actor_id;
  // Already validated by the middleware; parsed again because Express rebuilds req.params per route layer.
  const { product_id } = StoreWishlistItemParams.parse(req.params);
  await removeFromWishlistWorkflow(req.scope).run({ input: { customer_id: customerId, product_id } });
  res.json({ wishlist: await loadStoreWishlist(req.scope, customerId, req.publishable_key_context?.sales_channel_ids) });
}
