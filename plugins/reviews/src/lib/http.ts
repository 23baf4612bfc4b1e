import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { MedusaError } from "@medusajs/framework/utils";
import type { z } from "@medusajs/framework/zod";
import { ReviewParams, ReviewResponseBody, StaffReviewsQuery } from "../api/validators";
import { deleteReviewWorkflow } from "../workflows/delete-review";
import { respondToReviewWorkflow } from "../workflows/respond-to-review";
import { setReviewApprovalWorkflow } from "../workflows/set-review-approval";
import { listStaffReviews, orderCounts, retrieveStaffReview, reviewCounts } from "./views";

/**
 * Parses input with a zod schema; bad input is a 400 `{ message }` in the schema's plain words
 * (Medusa's own validator would replace them with generic wording).
 */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const message = [...new Set(result.error.issues.map((issue) => issue.message))].slice(0, 3).join("; ");
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid request: ${message}`);
  }
  return result.data;
}

/*
 * Moderation handlers shared by the Medusa admin routes (/admin/reviews…, staff users) and the shop
 * admin routes (/store/shop-admin/reviews…, phone-auth shop admins): the same operations and answers.
 */
type Req = MedusaRequest | AuthenticatedMedusaRequest;

export async function listReviewsHandler(req: Req, res: MedusaResponse): Promise<void> {
  const input = parse(StaffReviewsQuery, req.query);
  const { reviews, count } = await listStaffReviews(req.scope, input);
  res.json({ reviews, count, limit: input.limit, offset: input.offset });
}

export async function getReviewHandler(req: Req, res: MedusaResponse): Promise<void> {
  const { id } = parse(ReviewParams, req.params);
  res.json({ review: await retrieveStaffReview(req.scope, id) });
}

export function approvalHandler(approved: boolean) {
  return async (req: Req, res: MedusaResponse): Promise<void> => {
    const { id } = parse(ReviewParams, req.params);
    await setReviewApprovalWorkflow(req.scope).run({ input: { id, approved } });
    res.json({ review: await retrieveStaffReview(req.scope, id) });
  };
}

export async function respondHandler(req: Req, res: MedusaResponse): Promise<void> {
  const { id } = parse(ReviewParams, req.params);
  const { response } = parse(ReviewResponseBody, req.body);
  await respondToReviewWorkflow(req.scope).run({ input: { id, response } });
  res.json({ review: await retrieveStaffReview(req.scope, id) });
}

export async function deleteReviewHandler(req: Req, res: MedusaResponse): Promise<void> {
  const { id } = parse(ReviewParams, req.params);
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
