import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk";
import { addWishlistItemStep } from "./steps/add-wishlist-item";
import { ensureWishlistStep } from "./steps/ensure-wishlist";
import { validateWishlistProductStep } from "./steps/validate-wishlist-product";

export interface AddToWishlistInput {
  customer_id: string;
  product_id: string;
  /** The storefront's sales channels (from its publishable key); the product must be sold in one. */
  sales_channel_ids?: string[];
}

/**
 * Adds a product to the customer's wishlist: validate the product (404 when a shopper can't see
 * it) → find or create the wishlist → add the item unless it is already there. If a later step
 * fails, earlier steps undo what they created.
 */
export const addToWishlistWorkflow = createWorkflow("glow-add-to-wishlist", (input: AddToWishlistInput) => {
  validateWishlistProductStep({ product_id: input.product_id, sales_channel_ids: input.sales_channel_ids });
  const wishlist = ensureWishlistStep({ customer_id: input.customer_id });
  const item = addWishlistItemStep(
    transform({ wishlist, input }, ({ wishlist, input }) => ({ wishlist_id: wishlist.id, product_id: input.product_id })),
  );
  return new WorkflowResponse(
    transform({ wishlist, item }, ({ wishlist, item }) => ({ wishlist_id: wishlist.id, item_id: item.id, created: item.created })),
  );
});
