import { MAX_COMMENT_LENGTH, REVIEW_STATUSES, type ReviewStatus } from "@glow/shop-contracts/constants";

/**
 * Reviews as the storefront shows them (spec §3 Review), shared by server and client code.
 */
export interface Review {
  id: string;
  rating: number;
  comment?: string;
  isApproved: boolean;
  createdAt: string;
  adminResponse: string | null;
  /** The reviewer: names and a MASKED phone (e.g. 024•••••01); never the full number. */
  user: { firstName: string; lastName: string; phoneNumber: string };
}

/** A review in the admin screens: product and full contact details for staff. */
export interface AdminReview extends Review {
  product: { id: string; name: string; slug: string } | null;
}

/** Which reviews a moderation list shows: the plugin's statuses (@glow/shop-contracts). */
export type AdminReviewStatus = ReviewStatus;
export const ADMIN_REVIEW_STATUSES: readonly AdminReviewStatus[] = REVIEW_STATUSES;

export interface AdminOverview {
  pendingReviews: number;
  approvedReviews: number;
  latestOrders: { count: number; days: number };
  totalOrders: number;
}

/** The longest comment the plugin accepts (@glow/shop-contracts). */
export const MAX_REVIEW_COMMENT = MAX_COMMENT_LENGTH;

/** Spec §9: the average of approved reviews, one decimal (0 with none). */
export function averageOf(reviews: Array<Pick<Review, "rating" | "isApproved">>): { rating: number; reviewCount: number } {
  const approved = reviews.filter((review) => review.isApproved);
  if (approved.length === 0) return { rating: 0, reviewCount: 0 };
  const sum = approved.reduce((total, review) => total + review.rating, 0);
  return { rating: Math.round((sum / approved.length) * 10) / 10, reviewCount: approved.length };
}

/** "Ama M." style display name; falls back to the masked phone. */
export function reviewerName(user: Review["user"]): string {
  const first = user.firstName.trim();
  const lastInitial = user.lastName.trim().charAt(0);
  if (first) return lastInitial ? `${first} ${lastInitial}.` : first;
  return user.phoneNumber || "A Glow customer";
}
