import type { adminReviewContracts, ContractOutput } from "@glow/shop-contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sdk } from "./sdk";

/** Shared by the Reviews page and the product widget: the plugin's /admin routes through the SDK, cached by React Query. */
type Contracts = typeof adminReviewContracts;
/** A review as staff see it: the answers typed by the endpoints' contracts (@glow/shop-contracts, ADR 160). */
export type AdminReview = ContractOutput<Contracts["list"]>["reviews"][number];
export type ReviewStatus = "pending" | "approved" | "all";

/** Every reviews query starts with this key, so a change refreshes the page and the product widget alike. */
const REVIEWS = "glow-reviews";

export function useReviews(status: ReviewStatus, productId?: string) {
  return useQuery({
    queryKey: [REVIEWS, status, productId ?? null],
    queryFn: () =>
      sdk.client.fetch<ContractOutput<Contracts["list"]>>("/admin/reviews", {
        query: { status, limit: 100, ...(productId ? { product_id: productId } : {}) },
      }),
  });
}

export type ReviewChange = { id: string } & ({ action: "approve" | "unapprove" | "delete" } | { action: "respond"; response: string | null });

/** Approve, unapprove, reply or delete; then every reviews list is fetched again. */
export function useChangeReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ReviewChange): Promise<unknown> => {
      const path = `/admin/reviews/${encodeURIComponent(change.id)}`;
      if (change.action === "delete") return sdk.client.fetch<ContractOutput<Contracts["remove"]>>(path, { method: "DELETE" });
      if (change.action === "respond") return sdk.client.fetch<ContractOutput<Contracts["respond"]>>(`${path}/response`, { method: "POST", body: { response: change.response } });
      return sdk.client.fetch<ContractOutput<Contracts["approve"]>>(`${path}/${change.action}`, { method: "POST" });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REVIEWS] }),
  });
}

export const stars = (rating: number) => "★★★★★".slice(0, rating) + "☆☆☆☆☆".slice(rating);

export const reviewerName = (review: AdminReview) =>
  [review.customer?.first_name, review.customer?.last_name].filter(Boolean).join(" ") || "A customer";
