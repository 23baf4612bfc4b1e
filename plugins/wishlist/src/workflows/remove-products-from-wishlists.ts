import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk";
import { deleteWishlistItemsStep } from "./steps/delete-wishlist-items";
import { findWishlistItemsStep } from "./steps/find-wishlist-items";

export interface RemoveProductsFromWishlistsInput {
  product_ids: string[];
}

/** Takes products out of every wishlist (run when products are deleted from the catalog). */
export const removeProductsFromWishlistsWorkflow = createWorkflow(
  "glow-remove-products-from-wishlists",
  (input: RemoveProductsFromWishlistsInput) => {
    const ids = findWishlistItemsStep(transform({ input }, ({ input }) => ({ product_ids: input.product_ids })));
    const removed = deleteWishlistItemsStep(ids);
    return new WorkflowResponse(transform({ removed }, ({ removed }) => ({ removed: removed.length })));
  },
);
