import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { parseInput } from "@glow/medusa-http";
import { hasReceivedProduct } from "../../../../../lib/eligibility";
import { ProductParams } from "../../../../validators";

/**
 * GET /store/products/:id/can-review — whether the signed-in customer may review the product: they
 * received it (a delivered fulfillment of one of their orders holds it) and have not reviewed it yet.
 * `{ can_review, reason }` with reason "not_received" | "already_reviewed" | null. 401 signed out.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  const { id } = parseInput(ProductParams, req.params);
  const customerId = req.auth_context.actor_id;
  const reviews = req.scope.resolve("review") as { listReviews: (filters: object, config: object) => Promise<unknown[]> };
  const [received, existing] = await Promise.all([
    hasReceivedProduct(req.scope, customerId, id),
    reviews.listReviews({ customer_id: customerId, product_id: id }, { select: ["id"], take: 1 }),
  ]);
  const reason = !received ? "not_received" : existing.length > 0 ? "already_reviewed" : null;
  res.json({ can_review: reason === null, reason });
}
