import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk";
import { MedusaError } from "@medusajs/framework/utils";
import { MESSAGES } from "../../lib/format";
import { REVIEW_MODULE } from "../../modules/review";
import type ReviewModuleService from "../../modules/review/service";

type Changes = { is_approved?: boolean; admin_response?: string | null; admin_response_at?: Date | null };

export interface UpdateReviewInput extends Changes {
  id: string;
}

/**
 * Changes a review's moderation fields (approval, the shop's response). 404 for an unknown review.
 * Compensation puts back the values it replaced.
 */
export const updateReviewStep = createStep(
  "update-review-moderation",
  async ({ id, ...changes }: UpdateReviewInput, { container }) => {
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE);
    const [before] = await reviews.listReviews({ id }, { take: 1 });
    if (!before) throw new MedusaError(MedusaError.Types.NOT_FOUND, MESSAGES.reviewNotFound);
    const previous: Changes = {};
    for (const key of Object.keys(changes) as Array<keyof Changes>) (previous as Record<string, unknown>)[key] = before[key];
    const updated = await reviews.updateReviews({ id, ...changes });
    return new StepResponse({ id, product_id: before.product_id, is_approved: updated.is_approved }, { id, previous });
  },
  async (undo: { id: string; previous: Changes } | undefined, { container }) => {
    if (!undo) return;
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE);
    await reviews.updateReviews({ id: undo.id, ...undo.previous });
  },
);
