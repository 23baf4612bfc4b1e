import { Link } from "@remix-run/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { WaitingMark } from "~/components/offline/WaitingMark";
import { toast } from "~/components/ui/use-toast";
import { useUser } from "~/hooks/use-user";
import { apiRequest, errorMessage, getQueryFn, HttpError, isAuthError, isForcedSignOut } from "~/lib/http/api-client";
import { canQueueTaps, keepTap, useQueuedTaps, WAITING_TITLE } from "~/lib/offline/taps";
import { formatAccraDate } from "~/lib/shared/dates";
import { averageOf, MAX_REVIEW_COMMENT, reviewerName, type Review } from "~/lib/reviews/reviews";
import { StarRating } from "./StarRating";

export const reviewsKey = (productId: string) => ["/api/products", productId, "reviews"] as const;
export const canReviewKey = (productId: string) => ["/api/products", productId, "can-review"] as const;

/**
 * The reviews section (spec §2 product dialog and product page): average and count, 'Write a Review'
 * for customers who received the product (§6), the approved reviews and the shop's response.
 */
export function ReviewsSection({
  productId,
  productName,
  rating,
  reviewCount,
  headingLevel = 2,
}: {
  productId: string;
  /** How a review kept offline is named when the shopper is told it went through (ADR 235). */
  productName: string;
  rating: number;
  reviewCount: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const reviews = useQuery<Review[]>({ queryKey: reviewsKey(productId), queryFn: getQueryFn<Review[]>({ on401: "throw" }) as () => Promise<Review[]> });
  // Once the list is here it is the freshest source; until then the product's own numbers show.
  const summary = reviews.data ? averageOf(reviews.data) : { rating, reviewCount };

  return (
    <section aria-label="Reviews" className="border-t border-gray-200 pt-6" data-testid="reviews">
      <Heading className="font-display text-xl font-bold">Customer Reviews</Heading>
      <div className="mt-2" data-testid="reviews-summary">
        <StarRating rating={summary.rating} reviewCount={summary.reviewCount} />
      </div>
      <WriteReview productId={productId} productName={productName} />
      {reviews.isError && <p className="mt-4 text-sm text-red-700">The reviews could not be loaded. Please try again later.</p>}
      {reviews.data && reviews.data.length === 0 && (
        <p className="mt-4 text-sm text-gray-600">Be the first to share how this product worked for you once you have received it.</p>
      )}
      {reviews.data && reviews.data.length > 0 && (
        <ul className="mt-4 flex flex-col gap-4" aria-label="Approved reviews">
          {reviews.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-label={`${rating} out of 5 stars`} role="img" className="text-gold-400">
      {"★★★★★".slice(0, rating)}
      <span className="text-gray-300">{"★★★★★".slice(rating)}</span>
    </span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="rounded-2xl border border-gray-200 p-4" data-testid="review">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Stars rating={review.rating} />
        <span className="font-semibold text-gray-900">{reviewerName(review.user)}</span>
        {review.user.phoneNumber && <span className="text-gray-600">{review.user.phoneNumber}</span>}
        <span className="text-xs font-semibold text-emerald-800">Verified buyer</span>
        <time dateTime={review.createdAt} className="ml-auto text-xs text-gray-600">
          {formatAccraDate(review.createdAt)}
        </time>
      </div>
      {review.comment && <p className="mt-2 whitespace-pre-line text-gray-800">{review.comment}</p>}
      {review.adminResponse && (
        <div className="mt-3 rounded-xl bg-brand-50 p-3" data-testid="shop-response">
          <p className="text-xs font-bold uppercase tracking-wide text-brand-900">Response from Glow</p>
          <p className="mt-1 whitespace-pre-line text-sm text-gray-800">{review.adminResponse}</p>
        </div>
      )}
    </li>
  );
}

/** 'Write a Review' for a customer who received the product; the §6 text otherwise; a sign-in prompt signed out. */
function WriteReview({ productId, productName }: { productId: string; productName: string }) {
  const { user, isLoading } = useUser();
  const waiting = useQueuedTaps().some((tap) => tap.kind === "review" && tap.productId === productId && tap.user === user?.id);
  const canReview = useQuery<boolean | null>({
    queryKey: canReviewKey(productId),
    queryFn: getQueryFn<boolean>({ on401: "returnNull" }),
    enabled: Boolean(user),
  });
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  if (isLoading) return null;
  if (waiting) {
    return (
      <div className="mt-3" role="status" data-testid="review-waiting">
        <WaitingMark />
        <p className="mt-1 text-sm text-gray-700">Your review is kept on this phone and will be sent as soon as the connection returns.</p>
      </div>
    );
  }
  if (submitted) {
    return (
      <p className="mt-3 text-sm text-gray-700" role="status">
        Thank you! Your review will appear here once the shop approves it.
      </p>
    );
  }
  // No answer (signed out, or a 401): the sign-in prompt.
  if (!user || canReview.data === null) {
    return (
      <p className="mt-3 text-sm text-gray-700" data-testid="review-sign-in">
        <Link to="/auth" className="font-semibold text-brand-700 underline">
          Sign in
        </Link>{" "}
        to review products you have purchased and received.
      </p>
    );
  }
  if (canReview.isPending) return null;
  if (canReview.isError) return <p className="mt-3 text-sm text-gray-700">We could not check whether you can review this product. Please try again later.</p>;
  if (canReview.data === false) {
    return <p className="mt-3 text-sm text-gray-700">You can only review products you have purchased and received.</p>;
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-3 rounded-full border border-brand-600 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
      >
        Write a Review
      </button>
    );
  }
  return (
    <ReviewForm
      productId={productId}
      productName={productName}
      userId={user.id}
      onDone={(sent) => {
        setOpen(false);
        setSubmitted(sent);
      }}
    />
  );
}

function ReviewForm({ productId, productName, userId, onDone }: { productId: string; productName: string; userId: string; onDone: (submitted: boolean) => void }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [touched, setTouched] = useState(false);
  const id = useId();

  const submit = useMutation({
    // Sent even when the browser says it is offline, so the failure comes back and the draft is kept.
    networkMode: "always",
    mutationFn: (input: { rating: number; comment?: string }) => apiRequest<Review>("POST", `/api/products/${encodeURIComponent(productId)}/reviews`, input),
    onSuccess: () => {
      toast({ title: "Review submitted", description: "Your review has been submitted and is pending approval." });
      setRating(0);
      setComment("");
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: canReviewKey(productId) });
      onDone(true);
    },
    onError: (error, input) => {
      if (navigator.onLine === false && canQueueTaps()) {
        // Offline: the draft is kept on the phone and sent when the connection returns (ADR 235); the
        // section shows it waiting until then. Only when the phone says it is offline: a request that
        // failed while it is online gets spec §8's fallback text below, and the form stays to retry.
        void keepTap({ kind: "review", user: userId, label: productName, productId, rating: input.rating, ...(input.comment ? { comment: input.comment } : {}) }).then(
          () => {
            toast({ title: WAITING_TITLE, description: `You are offline. Your review of “${productName}” will be sent as soon as the connection returns.` });
            onDone(false);
          },
          () => toast({ title: "Review submission failed", description: "Failed to submit review. Please try again.", variant: "destructive" }),
        );
        return;
      }
      // A forced sign-out's notice is already shown and stays (api-client): nothing to add.
      if (isForcedSignOut(error)) return;
      if (isAuthError(error)) {
        toast({ title: "Please log in", description: "You need to log in to submit a review.", variant: "destructive" });
        return;
      }
      // Spec §8: the server's message, or (no answer to read, e.g. the network failed) the fallback text.
      const fallback = "Failed to submit review. Please try again.";
      toast({ title: "Review submission failed", description: error instanceof HttpError ? errorMessage(error, fallback) : fallback, variant: "destructive" });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (rating === 0) return;
    const trimmed = comment.trim();
    submit.mutate(trimmed ? { rating, comment: trimmed } : { rating });
  };

  return (
    <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 rounded-2xl border border-gray-200 p-4" aria-label="Write a Review" data-testid="review-form">
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">Your rating</legend>
        <div className="mt-1 flex gap-1" role="radiogroup" aria-label="Rating">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-rating`}
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                className="peer sr-only"
                aria-label={`${star} star${star > 1 ? "s" : ""}`}
              />
              <span
                aria-hidden="true"
                className={`block text-3xl leading-none peer-focus-visible:rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-400 ${star <= rating ? "text-gold-400" : "text-gray-300"}`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
        {rating === 0 && (
          <p className={`mt-1 text-sm ${touched ? "text-red-700" : "text-gray-600"}`} role={touched ? "alert" : undefined}>
            Please select a rating
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-gray-800">
          Your review (optional)
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={MAX_REVIEW_COMMENT}
          rows={4}
          placeholder="How did it work for you?"
          className="rounded-xl border border-gray-300 px-3 py-2.5 text-base text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={rating === 0 || submit.isPending}
          className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {submit.isPending ? "Submitting…" : "Submit Review"}
        </button>
        <button type="button" onClick={() => onDone(false)} className="rounded-full px-4 py-2.5 font-semibold text-gray-700 hover:bg-gray-100">
          Cancel
        </button>
      </div>
    </form>
  );
}
