import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk";
import { REVIEW_MODULE } from "../../modules/review";
import type ReviewModuleService from "../../modules/review/service";

interface Snapshot {
  product_id: string;
  /** The aggregate row before, or null when the product had none. */
  before: { id: string; review_count: number; rating_sum: number } | null;
}

/**
 * Recomputes a product's aggregate (count and sum of its APPROVED ratings) from the reviews themselves,
 * so it is right whatever happened before (idempotent, no drift from increments). Compensation
 * restores the row as it was.
 */
export const refreshProductRatingStep = createStep(
  "refresh-product-rating",
  async ({ product_id }: { product_id: string }, { container }) => {
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE);
    const approved = await reviews.listReviews({ product_id, is_approved: true }, { select: ["rating"] });
    const review_count = approved.length;
    const rating_sum = approved.reduce((sum, review) => sum + review.rating, 0);
    const [existing] = await reviews.listProductRatings({ product_id }, { take: 1 });
    const snapshot: Snapshot = {
      product_id,
      before: existing ? { id: existing.id, review_count: existing.review_count, rating_sum: existing.rating_sum } : null,
    };
    if (existing) await reviews.updateProductRatings({ id: existing.id, review_count, rating_sum });
    else await reviews.createProductRatings({ product_id, review_count, rating_sum });
    return new StepResponse({ product_id, review_count, rating_sum }, snapshot);
  },
  async (snapshot: Snapshot | undefined, { container }) => {
    if (!snapshot) return;
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE);
    if (snapshot.before) {
      await reviews.updateProductRatings({ id: snapshot.before.id, review_count: snapshot.before.review_count, rating_sum: snapshot.before.rating_sum });
    } else {
      const created = await reviews.listProductRatings({ product_id: snapshot.product_id }, { select: ["id"] });
      if (created.length) await reviews.deleteProductRatings(created.map((row) => row.id));
    }
  },
);
