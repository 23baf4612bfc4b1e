import "./zod-setup.js";
import { z } from "zod";
import { defineContract, PageJsonShape } from "./contract.js";
import { strictBody } from "./fields.js";
import { MAX_COMMENT_LENGTH, MAX_RESPONSE_LENGTH, REVIEW_STATUSES } from "./review-limits.js";

/**
 * Reviews as the reviews plugin answers them (plugins/reviews/src/lib/views.ts), snake_case: the
 * public view (approved only, the reviewer's phone masked) and the staff view (product and the
 * customer's contact details) read by the Medusa admin pages and the storefront's /admin/reviews.
 */
const iso = z.iso.datetime();

export const PublicReviewJsonSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  is_approved: z.boolean(),
  created_at: iso,
  admin_response: z.string().nullable(),
  admin_response_at: iso.nullable(),
  customer: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable(), phone: z.string().nullable() }),
});
export type PublicReviewJson = z.infer<typeof PublicReviewJsonSchema>;

export const StaffReviewJsonSchema = PublicReviewJsonSchema.extend({
  updated_at: iso,
  product: z.object({ id: z.string(), title: z.string(), handle: z.string(), thumbnail: z.string().nullable() }).nullable(),
  customer: z.object({ id: z.string(), first_name: z.string().nullable(), last_name: z.string().nullable(), phone: z.string().nullable() }).nullable(),
});
export type StaffReviewJson = z.infer<typeof StaffReviewJsonSchema>;

export { MAX_COMMENT_LENGTH, MAX_RESPONSE_LENGTH, REVIEW_STATUSES, type ReviewStatus } from "./review-limits.js";

// ── Requests ─────────────────────────────────────────────────────────────────────────────
// Messages are meant for people: the plugin answers them as a 400 (`parseInput()` in @glow/medusa-http).


const id = (field: string, example: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} must not be empty`, abort: true })
    .max(100, { error: `${field} is too long`, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, `${field} must be an id such as ${example}`);

/** :id of /store/products/:id/… */
export const ProductParams = z.object({ id: id("The product id", "prod_01H…") });

/** :id of /…/reviews/:id… */
export const ReviewParams = z.object({ id: id("The review id", "rev_01H…") });

/** The rating rule (spec §5: "Please select a rating"); the storefront's form pipes its text field into it. */
export const reviewRating = z
    .number({ error: "Please select a rating" })
    .int({ error: "The rating must be a whole number of stars from 1 to 5" })
    .min(1, { error: "Please select a rating" })
    .max(5, { error: "The rating must be a whole number of stars from 1 to 5" });

/** The comment rule: trimmed, and dropped (null) when empty (spec §5). */
export const reviewComment = z
  .string({ error: "The comment must be a text" })
  .trim()
  .max(MAX_COMMENT_LENGTH, { error: `The comment is too long: at most ${MAX_COMMENT_LENGTH} characters` })
  .nullish()
  .transform((value) => (value ? value : null));

/** The staff reply rule: trimmed; empty or null removes the reply. */
export const reviewResponse = z
  .string({ error: "The response must be a text" })
  .trim()
  .max(MAX_RESPONSE_LENGTH, { error: `The response is too long: at most ${MAX_RESPONSE_LENGTH} characters` })
  .nullable()
  .transform((value) => (value ? value : null));

/** POST /store/products/:id/reviews */
export const StoreCreateReview = strictBody({ rating: reviewRating, comment: reviewComment });
export type StoreCreateReviewType = z.infer<typeof StoreCreateReview>;

/** POST …/reviews/:id/response */
export const ReviewResponseBody = strictBody({ response: reviewResponse });
export type ReviewResponseBodyType = z.infer<typeof ReviewResponseBody>;

const page = {
  limit: z.coerce.number({ error: "limit must be a number" }).int("limit must be a whole number").min(1, "limit must be at least 1").max(100, "limit must be at most 100").default(20),
  offset: z.coerce.number({ error: "offset must be a number" }).int("offset must be a whole number").min(0, "offset must not be negative").default(0),
};

/** GET /store/products/:id/reviews */
export const PublicReviewsQuery = z.object(page);

/** GET /admin/reviews, GET /store/shop-admin/reviews */
export const StaffReviewsQuery = z.object({
  status: z.enum(REVIEW_STATUSES, { error: "status must be pending, approved or all" }).default("pending"),
  product_id: id("product_id", "prod_01H…").optional(),
  ...page,
  limit: page.limit.default(50),
});
export type StaffReviewsQueryType = z.infer<typeof StaffReviewsQuery>;

/** GET /store/review-ratings?product_ids=a,b,c — up to 250 products in one call. */
export const RatingsQuery = z.object({
  product_ids: z
    .string({ error: "product_ids is required (comma-separated product ids)" })
    .transform((value) => [...new Set(value.split(",").map((part) => part.trim()).filter(Boolean))])
    .pipe(
      z
        .array(z.string().max(100, "A product id is too long").regex(/^[A-Za-z0-9_-]+$/, "product_ids must be product ids such as prod_01H…"))
        .min(1, "product_ids must name at least one product")
        .max(250, "At most 250 product ids per request"),
    ),
});

// ── Endpoints ────────────────────────────────────────────────────────────────────────────

export const ProductRatingJsonSchema = z.object({ product_id: z.string(), rating: z.number().min(0).max(5), review_count: z.number().int().min(0) });
export type ProductRatingJson = z.infer<typeof ProductRatingJsonSchema>;

/** A review just written (pending approval): the public fields without the reviewer. */
export const CreatedReviewJsonSchema = PublicReviewJsonSchema.pick({ id: true, product_id: true, rating: true, comment: true, is_approved: true, created_at: true, admin_response: true });

export const ReviewOverviewJsonSchema = z.object({
  pending_reviews: z.number().int(),
  approved_reviews: z.number().int(),
  latest_orders: z.object({ count: z.number().int(), days: z.number().int() }),
  total_orders: z.number().int(),
});

export const reviewContracts = {
  /** The product's approved reviews, newest first, with its rating. */
  list: defineContract({
    method: "GET",
    path: "/store/products/:id/reviews",
    params: ProductParams,
    query: PublicReviewsQuery,
    response: z.object({ reviews: z.array(PublicReviewJsonSchema), ...PageJsonShape, rating: z.number(), review_count: z.number().int() }),
  }),
  /** A signed-in customer's review (403 not received, 409 reviewed already). */
  create: defineContract({ method: "POST", path: "/store/products/:id/reviews", params: ProductParams, body: StoreCreateReview, response: z.object({ review: CreatedReviewJsonSchema }) }),
  canReview: defineContract({
    method: "GET",
    path: "/store/products/:id/can-review",
    params: ProductParams,
    response: z.object({ can_review: z.boolean(), reason: z.enum(["not_received", "already_reviewed"]).nullable() }),
  }),
  ratings: defineContract({ method: "GET", path: "/store/review-ratings", query: RatingsQuery, response: z.object({ ratings: z.array(ProductRatingJsonSchema) }) }),
};

/** Moderation, the same under `/admin` (a Medusa user) and `/store/shop-admin` (a shop admin's phone session). */
function reviewAdminContracts<P extends "/admin" | "/store/shop-admin">(prefix: P) {
  const ReviewAnswer = z.object({ review: StaffReviewJsonSchema });
  return {
    list: defineContract({ method: "GET", path: `${prefix}/reviews`, query: StaffReviewsQuery, response: z.object({ reviews: z.array(StaffReviewJsonSchema), ...PageJsonShape }) }),
    retrieve: defineContract({ method: "GET", path: `${prefix}/reviews/:id`, params: ReviewParams, response: ReviewAnswer }),
    approve: defineContract({ method: "POST", path: `${prefix}/reviews/:id/approve`, params: ReviewParams, response: ReviewAnswer }),
    unapprove: defineContract({ method: "POST", path: `${prefix}/reviews/:id/unapprove`, params: ReviewParams, response: ReviewAnswer }),
    respond: defineContract({ method: "POST", path: `${prefix}/reviews/:id/response`, params: ReviewParams, body: ReviewResponseBody, response: ReviewAnswer }),
    remove: defineContract({
      method: "DELETE",
      path: `${prefix}/reviews/:id`,
      params: ReviewParams,
      response: z.object({ id: z.string(), object: z.literal("review"), deleted: z.literal(true) }),
    }),
    overview: defineContract({ method: "GET", path: `${prefix}/review-overview`, response: ReviewOverviewJsonSchema }),
  };
}

export const shopAdminReviewContracts = reviewAdminContracts("/store/shop-admin");
export const adminReviewContracts = reviewAdminContracts("/admin");
