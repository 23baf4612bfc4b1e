import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk";
import { MedusaError } from "@medusajs/framework/utils";
import { MESSAGES } from "../../lib/format";
import { REVIEW_MODULE } from "../../modules/review";
import type ReviewModuleService from "../../modules/review/service";

export interface CreateReviewInput {
  customer_id: string;
  product_id: string;
  rating: number;
  comment: string | null;
}

/**
 * Stores the review, unapproved. A second review of the same product by the same customer is refused
 * with 409 — checked first for a clear answer, and by the unique index for concurrent submissions.
 * Compensation deletes the review this step created.
 */
export const createReviewStep = createStep(
  "create-review",
  async (input: CreateReviewInput, { container }) => {
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE);
    const duplicate = () => new MedusaError(MedusaError.Types.CONFLICT, MESSAGES.duplicate);
    const [existing] = await reviews.listReviews({ customer_id: input.customer_id, product_id: input.product_id }, { select: ["id"], take: 1 });
    if (existing) throw duplicate();
    try {
      const review = await reviews.createReviews({ ...input, is_approved: false });
      return new StepResponse(review, review.id);
    } catch (error) {
      const [winner] = await reviews.listReviews({ customer_id: input.customer_id, product_id: input.product_id }, { select: ["id"], take: 1 });
      if (winner) throw duplicate();
      throw error;
    }
  },
  async (reviewId: string | undefined, { container }) => {
    if (!reviewId) return;
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE);
    await reviews.deleteReviews(reviewId);
  },
);
