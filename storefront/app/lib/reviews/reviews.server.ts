import type { AdminOverview, AdminReview, AdminReviewStatus, Review } from "~/lib/reviews/reviews";
import { reviewContracts, shopAdminReviewContracts as admin, type Contract, type ContractOutput, type PublicReviewJson, type StaffReviewJson } from "@glow/shop-contracts";
import { callContract, type ContractResult } from "~/lib/medusa/contract-client.server";
import { MedusaCallError } from "~/lib/medusa/errors.server";
import type { ShopperContext } from "~/lib/medusa/store-request.server";

/**
 * The reviews plugin's routes (plugins/reviews), called through their contracts (ADR 160) and
 * mapped to the spec's camelCase shapes.
 * Public and shopper calls use the publishable key (+ the customer's Medusa JWT); the shop-admin
 * calls use the phone-auth session headers (the plugin checks isAdmin: 401/403).
 */

/** The plugin's public or staff view of a review, or a review just written (@glow/shop-contracts, ADR 090). */
type PluginReview = PublicReviewJson | StaffReviewJson | ContractOutput<typeof reviewContracts.create>["review"];

function toLocalPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  return phone.startsWith("+233") ? `0${phone.slice(4)}` : phone;
}

export function toReview(review: PluginReview): Review {
  // A review just written is answered without its reviewer.
  const customer = "customer" in review ? review.customer : null;
  return {
    id: review.id,
    rating: review.rating,
    ...(review.comment ? { comment: review.comment } : {}),
    isApproved: review.is_approved,
    createdAt: review.created_at,
    adminResponse: review.admin_response,
    user: {
      firstName: customer?.first_name ?? "",
      lastName: customer?.last_name ?? "",
      phoneNumber: toLocalPhone(customer?.phone),
    },
  };
}

export function toAdminReview(review: PluginReview): AdminReview {
  return {
    ...toReview(review),
    product: "product" in review && review.product ? { id: review.product.id, name: review.product.title, slug: review.product.handle } : null,
  };
}

/** Turns a failed plugin answer into a MedusaCallError (message in plain words, status kept). */
function unwrap<C extends Contract>(result: ContractResult<C>, fallback: string): ContractOutput<C> {
  if (result.ok) return result.data;
  const status = result.status >= 400 && result.status < 600 ? result.status : 502;
  throw new MedusaCallError(status >= 500 ? 502 : status, (status < 500 && result.message) || fallback);
}

/** GET /api/products/{id}/reviews: the approved reviews, newest first (up to 100). */
export async function listProductReviews(productId: string): Promise<Review[]> {
  const result = await callContract(reviewContracts.list, { params: { id: productId }, query: { limit: 100 } });
  return unwrap(result, "Could not load the reviews. Please try again.").reviews.map(toReview);
}

/** GET /api/products/{id}/can-review: whether the signed-in customer received the product and hasn't reviewed it. */
export async function canReviewProduct(token: string, productId: string): Promise<boolean> {
  const result = await callContract(reviewContracts.canReview, { params: { id: productId } }, { bearer: token });
  return unwrap(result, "Could not check whether you can review this product.").can_review;
}

/** POST /api/products/{id}/reviews: stored pending approval (403 not received, 409 reviewed already). */
export async function createProductReview(token: string, productId: string, input: { rating: number; comment?: string }): Promise<Review> {
  const result = await callContract(
    reviewContracts.create,
    { params: { id: productId }, body: { rating: input.rating, ...(input.comment ? { comment: input.comment } : {}) } },
    { bearer: token },
  );
  return toReview(unwrap(result, "Failed to submit review. Please try again.").review);
}

export interface ProductRating {
  rating: number;
  reviewCount: number;
}

/** Most ids per ratings request (the plugin accepts 250; this keeps the URL short). */
const RATINGS_CHUNK = 200;

/**
 * Rating and review count of many products: ONE request per 200 products to the plugin's aggregate
 * (never one per product card). A failure leaves the products unrated rather than breaking the catalog.
 */
export async function ratingsFor(productIds: string[]): Promise<Map<string, ProductRating>> {
  const ratings = new Map<string, ProductRating>();
  const ids = [...new Set(productIds)];
  for (let start = 0; start < ids.length; start += RATINGS_CHUNK) {
    const chunk = ids.slice(start, start + RATINGS_CHUNK);
    try {
      const result = await callContract(reviewContracts.ratings, { query: { product_ids: chunk.join(",") } });
      if (!result.ok) throw new Error(`HTTP ${result.status}: ${result.message ?? ""}`);
      for (const row of result.data.ratings) ratings.set(row.product_id, { rating: row.rating, reviewCount: row.review_count });
    } catch (error) {
      console.error("Could not read product ratings; showing products unrated.", error);
    }
  }
  return ratings;
}

// ── Shop admin (the storefront's /admin) ──────────────────────────────────────────────

export async function listAdminReviews(context: ShopperContext, status: AdminReviewStatus): Promise<{ reviews: AdminReview[]; count: number }> {
  const result = await callContract(admin.list, { query: { status, limit: 100 } }, context);
  const body = unwrap(result, "Could not load the reviews. Please try again.");
  return { reviews: body.reviews.map(toAdminReview), count: body.count };
}

export async function setReviewApproval(context: ShopperContext, reviewId: string, approved: boolean): Promise<AdminReview> {
  const result = await callContract(approved ? admin.approve : admin.unapprove, { params: { id: reviewId } }, context);
  return toAdminReview(unwrap(result, "Could not update the review. Please try again.").review);
}

export async function respondToReview(context: ShopperContext, reviewId: string, response: string | null): Promise<AdminReview> {
  const result = await callContract(admin.respond, { params: { id: reviewId }, body: { response } }, context);
  return toAdminReview(unwrap(result, "Could not save the response. Please try again.").review);
}

export async function deleteReview(context: ShopperContext, reviewId: string): Promise<{ id: string; deleted: true }> {
  const result = await callContract(admin.remove, { params: { id: reviewId } }, context);
  unwrap(result, "Could not delete the review. Please try again.");
  return { id: reviewId, deleted: true };
}

export async function adminOverview(context: ShopperContext): Promise<AdminOverview> {
  const result = await callContract(admin.overview, {}, context);
  const body = unwrap(result, "Could not load the overview. Please try again.");
  return { pendingReviews: body.pending_reviews, approvedReviews: body.approved_reviews, latestOrders: body.latest_orders, totalOrders: body.total_orders };
}
