import type { StaffReviewJson } from "@glow/shop-contracts";

/** Shared by the Reviews page and the product widget: calls the plugin's /admin routes with the dashboard's session. */
/** A review as staff see it: the plugin's staff view (@glow/shop-contracts, ADR 090). */
export type AdminReview = StaffReviewJson;

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: "include",
    ...init,
    headers: { accept: "application/json", ...(init.body ? { "content-type": "application/json" } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message || `${response.status} ${response.statusText}`);
  }
  return (await response.json()) as T;
}

export const reviewsApi = {
  list: (status: "pending" | "approved" | "all", productId?: string) =>
    call<{ reviews: AdminReview[]; count: number }>(
      `/admin/reviews?status=${status}&limit=100${productId ? `&product_id=${encodeURIComponent(productId)}` : ""}`,
    ),
  approve: (id: string) => call<{ review: AdminReview }>(`/admin/reviews/${encodeURIComponent(id)}/approve`, { method: "POST" }),
  unapprove: (id: string) => call<{ review: AdminReview }>(`/admin/reviews/${encodeURIComponent(id)}/unapprove`, { method: "POST" }),
  respond: (id: string, response: string | null) =>
    call<{ review: AdminReview }>(`/admin/reviews/${encodeURIComponent(id)}/response`, { method: "POST", body: JSON.stringify({ response }) }),
  remove: (id: string) => call<{ deleted: boolean }>(`/admin/reviews/${encodeURIComponent(id)}`, { method: "DELETE" }),
};

export const stars = (rating: number) => "★★★★★".slice(0, rating) + "☆☆☆☆☆".slice(rating);

export const reviewerName = (review: AdminReview) =>
  [review.customer?.first_name, review.customer?.last_name].filter(Boolean).join(" ") || "A customer";
