import { z } from "@medusajs/framework/zod";
import { strictBody } from "@glow/medusa-http";
import { MAX_COMMENT_LENGTH, MAX_RESPONSE_LENGTH } from "../lib/format";

/**
 * Input of the review routes. The messages are meant for people: they become the 400 answer's
 * `message` (prefixed "Invalid request: ") through `parseInput()` (@glow/medusa-http) in the routes.
 */
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

/** POST /store/products/:id/reviews — the comment is trimmed and dropped when empty (spec §5). */
export const StoreCreateReview = strictBody({
  rating: z
    .number({ error: "Please select a rating" })
    .int({ error: "The rating must be a whole number of stars from 1 to 5" })
    .min(1, { error: "Please select a rating" })
    .max(5, { error: "The rating must be a whole number of stars from 1 to 5" }),
  comment: z
    .string({ error: "The comment must be a text" })
    .trim()
    .max(MAX_COMMENT_LENGTH, { error: `The comment is too long: at most ${MAX_COMMENT_LENGTH} characters` })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type StoreCreateReviewType = z.infer<typeof StoreCreateReview>;

/** POST …/reviews/:id/response — empty or null removes the reply. */
export const ReviewResponseBody = strictBody({
  response: z
    .string({ error: "The response must be a text" })
    .trim()
    .max(MAX_RESPONSE_LENGTH, { error: `The response is too long: at most ${MAX_RESPONSE_LENGTH} characters` })
    .nullable()
    .transform((value) => (value ? value : null)),
});
export type ReviewResponseBodyType = z.infer<typeof ReviewResponseBody>;

const page = {
  limit: z.coerce.number({ error: "limit must be a number" }).int("limit must be a whole number").min(1, "limit must be at least 1").max(100, "limit must be at most 100").default(20),
  offset: z.coerce.number({ error: "offset must be a number" }).int("offset must be a whole number").min(0, "offset must not be negative").default(0),
};

/** GET /store/products/:id/reviews */
export const PublicReviewsQuery = z.object(page);

/** GET /admin/reviews, GET /store/shop-admin/reviews */
export const StaffReviewsQuery = z.object({
  status: z.enum(["pending", "approved", "all"], { error: "status must be pending, approved or all" }).default("pending"),
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
