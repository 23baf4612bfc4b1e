import { Badge, Button, Text, Textarea, toast } from "@medusajs/ui";
import { useState } from "react";
import { type AdminReview, type ReviewChange, reviewerName, stars, useChangeReview } from "../lib/reviews";

/** One review with its moderation actions: approve/unapprove, reply/edit reply, delete. */
function ReviewItem({ review, showProduct }: { review: AdminReview; showProduct: boolean }) {
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState(review.admin_response ?? "");
  const change = useChangeReview();
  const busy = change.isPending;

  const run = (what: ReviewChange, done: string) =>
    change.mutate(what, {
      onSuccess: () => {
        toast.success(done);
        setReplying(false);
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <li className="flex flex-col gap-2 px-6 py-4" data-testid="admin-review">
      <div className="flex flex-wrap items-center gap-2">
        <Text weight="plus" aria-label={`${review.rating} out of 5 stars`}>
          {stars(review.rating)}
        </Text>
        <Badge color={review.is_approved ? "green" : "orange"}>{review.is_approved ? "Approved" : "Pending"}</Badge>
        <Text size="small" className="text-ui-fg-subtle">
          {reviewerName(review)} · {review.customer?.phone ?? "no phone"} · {new Date(review.created_at).toLocaleString("en-GB", { timeZone: "Africa/Accra" })}
        </Text>
      </div>
      {showProduct && review.product && (
        <Text size="small">
          Product: <a className="text-ui-fg-interactive" href={`/app/products/${review.product.id}`}>{review.product.title}</a>
        </Text>
      )}
      <Text>{review.comment ?? <span className="text-ui-fg-muted">(no comment)</span>}</Text>
      {review.admin_response && !replying && (
        <div className="rounded-md bg-ui-bg-subtle p-3">
          <Text size="small" weight="plus">Response from Glow</Text>
          <Text size="small">{review.admin_response}</Text>
        </div>
      )}
      {replying && (
        <div className="flex flex-col gap-2">
          <Textarea aria-label="Shop response" value={reply} maxLength={2000} onChange={(event) => setReply(event.target.value)} />
          <div className="flex gap-2">
            <Button size="small" disabled={busy} onClick={() => run({ id: review.id, action: "respond", response: reply.trim() || null }, "Response saved")}>
              Save response
            </Button>
            <Button size="small" variant="secondary" onClick={() => setReplying(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {review.is_approved ? (
          <Button size="small" variant="secondary" disabled={busy} onClick={() => run({ id: review.id, action: "unapprove" }, "Review hidden")}>
            Unapprove
          </Button>
        ) : (
          <Button size="small" disabled={busy} onClick={() => run({ id: review.id, action: "approve" }, "Review approved")}>
            Approve
          </Button>
        )}
        {!replying && (
          <Button size="small" variant="secondary" onClick={() => setReplying(true)}>
            {review.admin_response ? "Edit reply" : "Reply"}
          </Button>
        )}
        <Button
          size="small"
          variant="danger"
          disabled={busy}
          onClick={() => {
            if (window.confirm("Delete this review? This cannot be undone.")) run({ id: review.id, action: "delete" }, "Review deleted");
          }}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

export function ReviewList({ reviews, showProduct }: { reviews: AdminReview[]; showProduct: boolean }) {
  if (reviews.length === 0) return <Text className="px-6 py-4 text-ui-fg-subtle">No reviews here.</Text>;
  return (
    <ul className="divide-y">
      {reviews.map((review) => (
        <ReviewItem key={`${review.id}-${review.is_approved}-${review.admin_response ?? ""}`} review={review} showProduct={showProduct} />
      ))}
    </ul>
  );
}
