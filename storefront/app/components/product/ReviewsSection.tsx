import { StarRating } from "./StarRating";

/**
 * The reviews slot (spec §2 product dialog): average and count, then approved reviews. The reviews
 * issue fills it with GET /api/products/{id}/reviews and the 'Write a Review' form; until then a
 * product has no reviews.
 */
export function ReviewsSection({ rating, reviewCount, headingLevel = 2 }: { rating: number; reviewCount: number; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-label="Reviews" className="border-t border-gray-200 pt-6" data-testid="reviews">
      <Heading className="font-display text-xl font-bold">Customer Reviews</Heading>
      <div className="mt-2">
        <StarRating rating={rating} reviewCount={reviewCount} />
      </div>
      {reviewCount === 0 && <p className="mt-2 text-sm text-gray-600">Be the first to share how this product worked for you once you have received it.</p>}
    </section>
  );
}
