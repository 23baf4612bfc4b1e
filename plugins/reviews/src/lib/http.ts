import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { parseInput } from "@glow/medusa-http";
import { ReviewParams, ReviewResponseBody, StaffReviewsQuery } from "../api/validators";
import { deleteReviewWorkflow } from "../workflows/delete-review";
import { respondToReviewWorkflow } from "../workflows/respond-to-review";
import { setReviewApprovalWorkflow } from "../workflows/set-review-approval";
import { listStaffReviews, orderCounts, retrieveStaffReview, reviewCounts } from "./views";

/*
 * Moderation handlers shared by the Medusa admin routes (/admin/reviews…, staff users) and the shop
 * admin routes (/store/shop-admin/reviews…, phone-auth shop admins): the same operations and answers.
 */
type Req = MedusaRequest | AuthenticatedMedusaRequest;

export async function listReviewsHandler(req: Req, res: MedusaResponse): Promise<void> {
  const input = parseInput(StaffReviewsQuery, req.query);
  const { reviews, count } = await listStaffReviews(req.scope, input);
  res.json({ reviews, count, limit: input.limit, offset: input.offset });
}

export async function getReviewHandler(req: Req, res: MedusaResponse): Promise<void> {
  const { id } = parseInput(ReviewParams, req.params);
  res.json({ review: await retrieveStaffReview(req.scope, id) });
}

export function approvalHandler(approved: boolean) {
  return async (req: Req, res: MedusaResponse): Promise<void> => {
    const { id } = parseInput(ReviewParams, req.params);
    await setReviewApprovalWorkflow(req.scope).run({ input: { id, approved } });
    res.json({ review: await retrieveStaffReview(req.scope, id) });
  };
}

export async function respondHandler(req: Req, res: MedusaResponse): Promise<void> {
  const { id } = parseInput(ReviewParams, req.params);
  const { response } = parseInput(ReviewResponseBody, req.body);
  await respondToReviewWorkflow(req.scope).run({ input: { id, response } });
  res.json({ review: await retrieveStaffReview(req.scope, id) });
}

export async function deleteReviewHandler(req: Req, res: MedusaResponse): Promise<void> {
  const { id } = parseInput(ReviewParams, req.params);
  await deleteReviewWorkflow(req.scope).run({ input: { id } });
  res.json({ id, object: "review", deleted: true });
}

/** The overview: pending and approved reviews, orders of the last 7 days and in all. */
export async function overviewHandler(req: Req, res: MedusaResponse): Promise<void> {
  const [reviews, orders] = await Promise.all([reviewCounts(req.scope), orderCounts(req.scope, 7)]);
  res.json({
    pending_reviews: reviews.pending,
    approved_reviews: reviews.approved,
    latest_orders: { count: orders.recent, days: orders.days },
    total_orders: orders.total,
  });
}
