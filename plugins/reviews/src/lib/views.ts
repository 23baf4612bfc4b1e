import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils";
import type { PublicReviewJson, ReviewStatus, StaffReviewJson } from "@glow/shop-contracts";
import { REVIEW_MODULE } from "../modules/review";
import type ReviewModuleService from "../modules/review/service";
import { averageRating, maskPhone, MESSAGES } from "./format";

interface ReviewRow {
  id: string;
  product_id: string;
  customer_id: string;
  rating: number;
  comment: string | null;
  is_approved: boolean;
  admin_response: string | null;
  admin_response_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  product?: { id: string; title: string; handle: string; thumbnail: string | null } | null;
  customer?: { id: string; first_name: string | null; last_name: string | null; phone: string | null } | null;
}

/** Dates as the query returns them; `res.json()` writes them as the ISO strings of the wire shape. */
type WithDates<T, K extends keyof T> = Omit<T, K> & { [P in K]: null extends T[P] ? string | Date | null : string | Date };

/** A review as the public sees it (@glow/shop-contracts PublicReviewJson): approved only, the reviewer's phone masked, no customer id. */
export type PublicReview = WithDates<PublicReviewJson, "created_at" | "admin_response_at">;

/** A review as staff and shop admins see it (@glow/shop-contracts StaffReviewJson): the product and the customer's contact details. */
export type StaffReview = WithDates<StaffReviewJson, "created_at" | "updated_at" | "admin_response_at">;

export interface RatingView {
  product_id: string;
  rating: number;
  review_count: number;
}

const BASE_FIELDS = ["id", "product_id", "customer_id", "rating", "comment", "is_approved", "admin_response", "admin_response_at", "created_at", "updated_at"];

export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    product_id: row.product_id,
    rating: row.rating,
    comment: row.comment,
    is_approved: row.is_approved,
    created_at: row.created_at,
    admin_response: row.admin_response,
    admin_response_at: row.admin_response_at,
    customer: {
      first_name: row.customer?.first_name ?? null,
      last_name: row.customer?.last_name ?? null,
      phone: maskPhone(row.customer?.phone),
    },
  };
}

export function toStaffReview(row: ReviewRow): StaffReview {
  return {
    id: row.id,
    product_id: row.product_id,
    rating: row.rating,
    comment: row.comment,
    is_approved: row.is_approved,
    created_at: row.created_at,
    updated_at: row.updated_at,
    admin_response: row.admin_response,
    admin_response_at: row.admin_response_at,
    product: row.product ? { id: row.product.id, title: row.product.title, handle: row.product.handle, thumbnail: row.product.thumbnail } : null,
    customer: row.customer
      ? { id: row.customer.id, first_name: row.customer.first_name, last_name: row.customer.last_name, phone: row.customer.phone }
      : null,
  };
}

/** Approved reviews of a product, newest first, for the public list. */
export async function listPublicReviews(container: MedusaContainer, productId: string, limit: number, offset: number) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data, metadata } = await query.graph({
    entity: "review",
    fields: [...BASE_FIELDS, "customer.first_name", "customer.last_name", "customer.phone"],
    filters: { product_id: productId, is_approved: true },
    pagination: { skip: offset, take: limit, order: { created_at: "DESC" } },
  });
  return { reviews: (data as unknown as ReviewRow[]).map(toPublicReview), count: metadata?.count ?? data.length };
}

/** Which reviews a moderation list shows (@glow/shop-contracts REVIEW_STATUSES). */
export type StaffStatus = ReviewStatus;

/** Reviews for moderation (staff and shop admins), newest first, with product and customer. */
export async function listStaffReviews(
  container: MedusaContainer,
  options: { status: StaffStatus; product_id?: string; limit: number; offset: number },
) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const filters: Record<string, unknown> = {};
  if (options.status !== "all") filters.is_approved = options.status === "approved";
  if (options.product_id) filters.product_id = options.product_id;
  const { data, metadata } = await query.graph({
    entity: "review",
    fields: [...BASE_FIELDS, "product.id", "product.title", "product.handle", "product.thumbnail", "customer.id", "customer.first_name", "customer.last_name", "customer.phone"],
    filters,
    pagination: { skip: options.offset, take: options.limit, order: { created_at: "DESC" } },
  });
  return { reviews: (data as unknown as ReviewRow[]).map(toStaffReview), count: metadata?.count ?? data.length };
}

export async function retrieveStaffReview(container: MedusaContainer, id: string): Promise<StaffReview> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({
    entity: "review",
    fields: [...BASE_FIELDS, "product.id", "product.title", "product.handle", "product.thumbnail", "customer.id", "customer.first_name", "customer.last_name", "customer.phone"],
    filters: { id },
  });
  const row = (data as unknown as ReviewRow[])[0];
  if (!row) throw new MedusaError(MedusaError.Types.NOT_FOUND, MESSAGES.reviewNotFound);
  return toStaffReview(row);
}

/** Ratings of many products in one query (no N+1 per product card); products without approved reviews answer 0/0. */
export async function ratingsOf(container: MedusaContainer, productIds: string[]): Promise<RatingView[]> {
  if (productIds.length === 0) return [];
  const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE);
  const rows = await reviews.listProductRatings({ product_id: productIds }, { select: ["product_id", "review_count", "rating_sum"], take: productIds.length });
  const byId = new Map(rows.map((row) => [row.product_id, row]));
  return productIds.map((productId) => {
    const row = byId.get(productId);
    return { product_id: productId, rating: averageRating(row?.rating_sum ?? 0, row?.review_count ?? 0), review_count: row?.review_count ?? 0 };
  });
}

/** Moderation overview counts. */
export async function reviewCounts(container: MedusaContainer): Promise<{ pending: number; approved: number }> {
  const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE);
  const [[, pending], [, approved]] = await Promise.all([
    reviews.listAndCountReviews({ is_approved: false }, { select: ["id"], take: 1 }),
    reviews.listAndCountReviews({ is_approved: true }, { select: ["id"], take: 1 }),
  ]);
  return { pending, approved };
}

/** Orders placed in the last `days` days, and in all (shop-admin overview). */
export async function orderCounts(container: MedusaContainer, days = 7): Promise<{ recent: number; total: number; days: number }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const [recent, total] = await Promise.all([
    query.graph({ entity: "order", fields: ["id"], filters: { created_at: { $gte: since } }, pagination: { take: 1, skip: 0 } }),
    query.graph({ entity: "order", fields: ["id"], pagination: { take: 1, skip: 0 } }),
  ]);
  return { recent: recent.metadata?.count ?? 0, total: total.metadata?.count ?? 0, days };
}
