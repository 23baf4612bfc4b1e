import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { parseInput } from "@glow/medusa-http";
import { MESSAGES } from "../../../../../lib/format";
import { listPublicReviews, ratingsOf } from "../../../../../lib/views";
import { createReviewWorkflow } from "../../../../../workflows/create-review";
import { ProductParams, PublicReviewsQuery, StoreCreateReview } from "../../../../validators";

/**
 * GET /store/products/:id/reviews — the product's APPROVED reviews, newest first, with the reviewer's
 * first and last name and a masked phone; plus the product's rating (one decimal) and review count.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const { id } = parseInput(ProductParams, req.params);
  const { limit, offset } = parseInput(PublicReviewsQuery, req.query);
  const [{ reviews, count }, [rating]] = await Promise.all([listPublicReviews(req.scope, id, limit, offset), ratingsOf(req.scope, [id])]);
  res.json({ reviews, count, limit, offset, rating: rating!.rating, review_count: rating!.review_count });
}

/**
 * POST /store/products/:id/reviews `{ rating, comment? }` — the signed-in customer reviews a product
 * they received (403 otherwise, 409 for a second review). Stored pending approval: 201 `{ review }`.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  const { id } = parseInput(ProductParams, req.params);
  const body = parseInput(StoreCreateReview, req.body);
  let result;
  try {
    ({ result } = await createReviewWorkflow(req.scope).run({
      input: { customer_id: req.auth_context.actor_id, product_id: id, rating: body.rating, comment: body.comment },
    }));
  } catch (error) {
    // Medusa's error handler words every 409 as an idempotency clash; a second review gets its own message.
    if ((error as Error)?.message === MESSAGES.duplicate) {
      res.status(409).json({ type: "duplicate", message: MESSAGES.duplicate });
      return;
    }
    throw error;
  }
  res.status(201).json({
    review: {
      id: result.id,
      product_id: result.product_id,
      rating: result.rating,
      comment: result.comment,
      is_approved: result.is_approved,
      created_at: result.created_at,
      admin_response: result.admin_response,
    },
  });
}
