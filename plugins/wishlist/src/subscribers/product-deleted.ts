import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework";
import { ProductWorkflowEvents } from "@medusajs/framework/utils";
import { removeProductsFromWishlistsWorkflow } from "../workflows/remove-products-from-wishlists";

/**
 * A product deleted from the catalog leaves every wishlist. (Reads already skip products that no
 * longer resolve, so shoppers never see it even before this runs; this keeps the data and the
 * admin's demand counts clean.)
 */
export default async function removeDeletedProductFromWishlists({ event, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  await removeProductsFromWishlistsWorkflow(container).run({ input: { product_ids: [event.data.id] } });
}

export const config: SubscriberConfig = {
  event: ProductWorkflowEvents.DELETED,
  context: { subscriberId: "glow-wishlist-product-deleted" },
};
