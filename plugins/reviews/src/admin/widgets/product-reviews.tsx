import { defineWidgetConfig } from "@medusajs/admin-sdk";
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types";
import { Container, Heading, Text } from "@medusajs/ui";
import { ReviewList } from "../components/review-list";
import { useReviews } from "../lib/reviews";

/** Product page: this product's reviews (pending and approved) with the moderation actions. */
function ProductReviewsWidget({ data: product }: DetailWidgetProps<AdminProduct>) {
  const { data, error } = useReviews("all", product.id);
  const reviews = data?.reviews;

  const approved = reviews?.filter((review) => review.is_approved) ?? [];
  const average = approved.length ? Math.round((approved.reduce((sum, review) => sum + review.rating, 0) / approved.length) * 10) / 10 : 0;

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">Reviews</Heading>
        {reviews && (
          <Text size="small" className="text-ui-fg-subtle" data-testid="product-review-summary">
            {approved.length ? `${average} / 5 from ${approved.length} approved` : "No approved reviews"} · {reviews.length - approved.length} pending
          </Text>
        )}
      </div>
      {error && <Text className="px-6 py-4 text-ui-fg-error">Could not load reviews: {error.message}</Text>}
      {reviews && <ReviewList reviews={reviews} showProduct={false} />}
    </Container>
  );
}

export const config = defineWidgetConfig({ zone: "product.details.after" });

export default ProductReviewsWidget;
