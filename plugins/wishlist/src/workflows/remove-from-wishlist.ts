import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk";
import { deleteWishlistItemsStep } from "./steps/delete-wishlist-items";
import { findWishlistItemsStep } from "./steps/find-wishlist-items";

export interface RemoveFromWishlistInput {
  customer_id: string;
  product_id: string;
}

/** Removes a product from the customer's wishlist. Removing a product that isn't there is a no-op. */
export const removeFromWishlistWorkflow = createWorkflow("glow-remove-from-wishlist", (input: RemoveFromWishlistInput) => {
  const ids = findWishlistItemsStep(
    transform({ input }, ({ input }) => ({ customer_id: input.customer_id, product_ids: [input.product_id] })),
  );
  const removed = deleteWishlistItemsStep(ids);
  return new WorkflowResponse(transform({ removed }, ({ removed }) => ({ removed: removed.length })));
});
