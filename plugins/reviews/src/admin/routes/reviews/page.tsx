import { defineRouteConfig } from "@medusajs/admin-sdk";
import { Container, Heading, Tabs, Text } from "@medusajs/ui";
import { useState } from "react";
import { ReviewList } from "../../components/review-list";
import { type ReviewStatus as Status, useReviews } from "../../lib/reviews";

/** Admin → Reviews: moderate verified-buyer reviews (the same operations as the storefront's /admin/reviews). */
const ReviewsPage = () => {
  const [status, setStatus] = useState<Status>("pending");
  const { data: rows, error, isPending } = useReviews(status);

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">Reviews</Heading>
        <Text className="text-ui-fg-subtle">Approved reviews show on the product and count in its rating. Replies show as the shop's response.</Text>
      </div>
      <div className="px-6 py-3">
        <Tabs value={status} onValueChange={(value) => setStatus(value as Status)}>
          <Tabs.List>
            <Tabs.Trigger value="pending">Pending</Tabs.Trigger>
            <Tabs.Trigger value="approved">Approved</Tabs.Trigger>
            <Tabs.Trigger value="all">All</Tabs.Trigger>
          </Tabs.List>
        </Tabs>
      </div>
      {error && <Text className="px-6 py-4 text-ui-fg-error">Could not load reviews: {error.message}</Text>}
      {isPending && <Text className="px-6 py-4">Loading…</Text>}
      {rows && <ReviewList reviews={rows.reviews} showProduct />}
    </Container>
  );
};

export const config = defineRouteConfig({ label: "Reviews" });

export default ReviewsPage;
