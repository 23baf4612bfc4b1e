import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk";
import { refreshProductRatingStep } from "./steps/refresh-product-rating";
import { updateReviewStep } from "./steps/update-review";

export interface SetReviewApprovalInput {
  id: string;
  approved: boolean;
}

/** Approve or unapprove a review, then refresh its product's rating aggregate (both undone together). */
export const setReviewApprovalWorkflow = createWorkflow("glow-set-review-approval", (input: SetReviewApprovalInput) => {
  const review = updateReviewStep(transform({ input }, ({ input }) => ({ id: input.id, is_approved: input.approved })));
  const rating = refreshProductRatingStep(transform({ review }, ({ review }) => ({ product_id: review.product_id })));
  return new WorkflowResponse({ review, rating });
});
