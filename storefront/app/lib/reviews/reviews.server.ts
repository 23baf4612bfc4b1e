import type { AdminOverview, AdminReview, AdminReviewStatus, Review } from "~/lib/reviews/reviews";
import type { PublicReviewJson, StaffReviewJson } from "@glow/shop-contracts";
import { medusaFetch } from "~/lib/medusa/client.server";
import { MedusaCallError } from "~/lib/medusa/errors.server";
import { storeRequest, type ShopperContext, type StoreResult } from "~/lib/medusa/store-request.server";

/**
 * The reviews plugin's routes (plugins/reviews), mapped to the spec's camelCase shapes.
 * Public and shopper calls use the publishable key (+ the customer's Medusa JWT); the shop-admin
 * calls use the phone-auth session headers (the plugin checks isAdmin: 401/403).
 */

/** The plugin's public or staff view of a review (@glow/shop-contracts, ADR 090). */
type PluginReview = PublicReviewJson | StaffReviewJson;

function toLocalPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  return phone.startsWith("+233") ? `0${phone.slice(4)}` : phone;
}

export function toReview(review: PluginReview): Review {
  return {
    id: review.id,
    rating: review.rating,
    ...(review.comment ? { comment: review.comment } : {}),
    isApproved: review.is_approved,
    createdAt: review.created_at,
    adminResponse: review.admin_response,
    user: {
      firstName: review.customer?.first_name ?? "",
      lastName: review.customer?.last_name ?? "",
      phoneNumber: toLocalPhone(review.customer?.phone),
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
function unwrap<T>(result: StoreResult<T>, fallback: string): T {
  if (result.ok) return result.body;
  const status = result.status >= 400 && result.status < 600 ? result.status : 502;
  throw new MedusaCallError(status >= 500 ? 502 : status, (status < 500 && result.body.message) || fallback);
}

async function customerRequest<T>(method: "GET" | "POST", path: string, token: string, body?: unknown): Promise<StoreResult<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await medusaFetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const parsed = (await response.json().catch(() => ({}))) as T & { message?: string };
  return { ok: response.ok, status: response.status, body: parsed };
}

const productPath = (productId: string) => `/store/products/${encodeURIComponent(productId)}`;

/** GET /api/products/{id}/reviews: the approved reviews, newest first (up to 100). */
export async function listProductReviews(productId: string): Promise<Review[]> {
  const result = await storeRequest<{ reviews: PluginReview[] }>("GET", `${productPath(productId)}/reviews?limit=100`, {});
  return unwrap(result, "Could not load the reviews. Please try again.").reviews.map(toReview);
}

/** GET /api/products/{id}/can-review: whether the signed-in customer received the product and hasn't reviewed it. */
export async function canReviewProduct(token: string, productId: string): Promise<boolean> {
  const result = await customerRequest<{ can_review: boolean }>("GET", `${productPath(productId)}/can-review`, token);
  return unwrap(result, "Could not check whether you can review this product.").can_review;
}

/** POST /api/products/{id}/reviews: stored pending approval (403 not received, 409 reviewed already). */
export async function createProductReview(token: string, productId: string, input: { rating: number; comment?: string }): Promise<Review> {
  const result = await customerRequest<{ review: PluginReview }>("POST", `${productPath(productId)}/reviews`, token, {
    rating: input.rating,
    ...(input.comment ? { comment: input.comment } : {}),
  });
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
      const result = await storeRequest<{ ratings: Array<{ product_id: string; rating: number; review_count: number }> }>(
        "GET",
        `/store/review-ratings?product_ids=${chunk.map(encodeURIComponent).join(",")}`,
        {},
      );
      if (!result.ok) throw new Error(`HTTP ${result.status}: ${result.body.message ?? ""}`);
      for (const row of result.body.ratings) ratings.set(row.product_id, { rating: row.rating, reviewCount: row.review_count });
    } catch (error) {
      console.error("Could not read product ratings; showing products unrated.", error);
    }
  }
  return ratings;
}

// ── Shop admin (the storefront's /admin) ──────────────────────────────────────────────

export async function listAdminReviews(context: ShopperContext, status: AdminReviewStatus): Promise<{ reviews: AdminReview[]; count: number }> {
  const result = await storeRequest<{ reviews: PluginReview[]; count: number }>("GET", `/store/shop-admin/reviews?status=${status}&limit=100`, context);
  const body = unwrap(result, "Could not load the reviews. Please try again.");
  return { reviews: body.reviews.map(toAdminReview), count: body.count };
}

const adminPath = (reviewId: string) => `/store/shop-admin/reviews/${encodeURIComponent(reviewId)}`;

export async function setReviewApproval(context: ShopperContext, reviewId: string, approved: boolean): Promise<AdminReview> {
  const result = await storeRequest<{ review: PluginReview }>("POST", `${adminPath(reviewId)}/${approved ? "approve" : "unapprove"}`, context, {});
  return toAdminReview(unwrap(result, "Could not update the review. Please try again.").review);
}

export async function respondToReview(context: ShopperContext, reviewId: string, response: string | null): Promise<AdminReview> {
  const result = await storeRequest<{ review: PluginReview }>("POST", `${adminPath(reviewId)}/response`, context, { response });
  return toAdminReview(unwrap(result, "Could not save the response. Please try again.").review);
}

export async function deleteReview(context: ShopperContext, reviewId: string): Promise<{ id: string; deleted: true }> {
  const result = await storeRequest<{ id: string }>("DELETE", adminPath(reviewId), context);
  unwrap(result, "Could not delete the review. Please try again.");
  return { id: reviewId, deleted: true };
}

export async function adminOverview(context: ShopperContext): Promise<AdminOverview> {
  const result = await storeRequest<{ pending_reviews: number; approved_reviews: number; latest_orders: { count: number; days: number }; total_orders: number }>(
    "GET",
    "/store/shop-admin/review-overview",
    context,
  );
  const body = unwrap(result, "Could not load the overview. Please try again.");
  return { pendingReviews: body.pending_reviews, approvedReviews: body.approved_reviews, latestOrders: body.latest_orders, totalOrders: body.total_orders };
}
