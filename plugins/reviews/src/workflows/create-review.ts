import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk";
import { checkReviewEligibilityStep } from "./steps/check-review-eligibility";
import { createReviewStep, type CreateReviewInput } from "./steps/create-review";

/**
 * A shopper submits a review: product exists and was received (403 otherwise) → stored unapproved
 * (409 for a second review). It only shows, and counts in the rating, once approved.
 */
export const createReviewWorkflow = createWorkflow("glow-create-review", (input: CreateReviewInput) => {
  checkReviewEligibilityStep({ customer_id: input.customer_id, product_id: input.product_id });
  const review = createReviewStep(input);
  return new WorkflowResponse(review);
});
