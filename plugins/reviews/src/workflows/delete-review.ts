import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk";
import { deleteReviewStep } from "./steps/delete-review";
import { refreshProductRatingStep } from "./steps/refresh-product-rating";

/** Deletes a review and refreshes its product's rating aggregate (the review comes back if that fails). */
export const deleteReviewWorkflow = createWorkflow("glow-delete-review", (input: { id: string }) => {
  const deleted = deleteReviewStep(input);
  refreshProductRatingStep(transform({ deleted }, ({ deleted }) => ({ product_id: deleted.product_id })));
  return new WorkflowResponse(deleted);
});
