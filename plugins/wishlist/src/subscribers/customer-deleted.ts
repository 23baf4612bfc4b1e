import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework";
import { CustomerWorkflowEvents } from "@medusajs/framework/utils";
import { deleteCustomerWishlistsWorkflow } from "../workflows/delete-customer-wishlists";

/** A deleted customer's wishlist goes too, so the admin's counts only count real customers. */
export default async function removeDeletedCustomerWishlist({ event, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  await deleteCustomerWishlistsWorkflow(container).run({ input: { customer_ids: [event.data.id] } });
}

export const config: SubscriberConfig = {
  event: CustomerWorkflowEvents.DELETED,
  context: { subscriberId: "glow-wishlist-customer-deleted" },
};
