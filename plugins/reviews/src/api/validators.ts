/**
 * Input of the review routes: the request schemas of the review contracts in @glow/shop-contracts
 * (ADR 160). The messages become the 400 answer's `message` (prefixed "Invalid request: ") through
 * `parseInput()` (@glow/medusa-http) in the routes.
 */
export {
  ProductParams,
  PublicReviewsQuery,
  RatingsQuery,
  ReviewParams,
  ReviewResponseBody,
  StaffReviewsQuery,
  StoreCreateReview,
  type ReviewResponseBodyType,
  type StaffReviewsQueryType,
  type StoreCreateReviewType,
} from "@glow/shop-contracts";
