import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { type GraphWishlistItem, type StoreWishlist, toStoreWishlist } from "./store-wishlist";

/** Reads a customer's wishlist with its products in one Query call (through the read-only links). */
export async function loadStoreWishlist(scope: MedusaContainer, customerId: string, salesChannelIds: string[] = []): Promise<StoreWishlist> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({
    entity: "wishlist",
    fields: [
      "id",
      "items.product_id",
      "items.created_at",
      "items.product.id",
      "items.product.title",
      "items.product.handle",
      "items.product.thumbnail",
      "items.product.status",
      "items.product.sales_channels.id",
    ],
    filters: { customer_id: customerId },
  });
  const items = (data as Array<{ items?: GraphWishlistItem[] | null }>).flatMap((wishlist) => wishlist.items ?? []);
  return toStoreWishlist(items, salesChannelIds);
}
