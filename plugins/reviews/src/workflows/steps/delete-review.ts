import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk";
import { MedusaError } from "@medusajs/framework/utils";
import { MESSAGES } from "../../lib/format";
import { REVIEW_MODULE } from "../../modules/review";
import type ReviewModuleService from "../../modules/review/service";

/** Deletes a review (404 if unknown). Compensation re-creates it with the same id, text and dates. */
export const deleteReviewStep = createStep(
  "delete-review",
  async ({ id }: { id: string }, { container }) => {
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE);
    const [before] = await reviews.listReviews({ id }, { take: 1 });
    if (!before) throw new MedusaError(MedusaError.Types.NOT_FOUND, MESSAGES.reviewNotFound);
    await reviews.deleteReviews(id);
    return new StepResponse({ id, product_id: before.product_id }, before);
  },
  async (before: Record<string, any> | undefined, { container }) => {
    if (!before) return;
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE);
    const { deleted_at: _deleted, ...row } = before;
    await reviews.createReviews(row as any);
  },
);
