import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { loadStoreWishlist } from "../../../../lib/load-wishlist";
import type { StoreWishlist } from "../../../../lib/store-wishlist";
import { addToWishlistWorkflow } from "../../../../workflows/add-to-wishlist";
import type { StoreAddWishlistItemType } from "../../../validators";

/**
 * POST /store/wishlist/items `{ product_id }` — adds the product (idempotent) and answers the
 * whole wishlist. 404 `{ message }` when the product doesn't exist or isn't published.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreAddWishlistItemType>,
  res: MedusaResponse<{ wishlist: StoreWishlist }>,
): Promise<void> {
  const customerId = req.auth_context.actor_id;
  const salesChannelIds = req.publishable_key_context?.sales_channel_ids ?? [];
  await addToWishlistWorkflow(req.scope).run({
    input: { customer_id: customerId, product_id: req.validatedBody.product_id, sales_channel_ids: salesChannelIds },
  });
  res.json({ wishlist: await loadStoreWishlist(req.scope, customerId, salesChannelIds) });
}
