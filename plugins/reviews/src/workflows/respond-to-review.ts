import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk";
import { updateReviewStep } from "./steps/update-review";

export interface RespondToReviewInput {
  id: string;
  /** The shop's reply; null (or empty) removes it. */
  response: string | null;
}

/** Writes, edits or removes the shop's response to a review. */
export const respondToReviewWorkflow = createWorkflow("glow-respond-to-review", (input: RespondToReviewInput) => {
  const review = updateReviewStep(
    transform({ input }, ({ input }) => ({
      id: input.id,
      admin_response: input.response,
      admin_response_at: input.response ? new Date() : null,
    })),
  );
  return new WorkflowResponse(review);
});
