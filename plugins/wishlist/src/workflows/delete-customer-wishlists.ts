import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk";
import { deleteCustomerWishlistsStep } from "./steps/delete-customer-wishlists";

/** Deletes the wishlists (and their items) of deleted customers. */
export const deleteCustomerWishlistsWorkflow = createWorkflow("glow-delete-customer-wishlists", (input: { customer_ids: string[] }) => {
  return new WorkflowResponse(deleteCustomerWishlistsStep(input));
});
