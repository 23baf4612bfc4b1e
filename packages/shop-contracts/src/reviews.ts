import { z } from "zod";

/**
 * Reviews as the reviews plugin answers them (plugins/reviews/src/lib/views.ts), snake_case: the
 * public view (approved only, the reviewer's phone masked) and the staff view (product and the
 * customer's contact details) read by the Medusa admin pages and the storefront's /admin/reviews.
 */
const iso = z.iso.datetime();

export const PublicReviewJsonSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  is_approved: z.boolean(),
  created_at: iso,
  admin_response: z.string().nullable(),
  admin_response_at: iso.nullable(),
  customer: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable(), phone: z.string().nullable() }),
});
export type PublicReviewJson = z.infer<typeof PublicReviewJsonSchema>;

export const StaffReviewJsonSchema = PublicReviewJsonSchema.extend({
  updated_at: iso,
  product: z.object({ id: z.string(), title: z.string(), handle: z.string(), thumbnail: z.string().nullable() }).nullable(),
  customer: z.object({ id: z.string(), first_name: z.string().nullable(), last_name: z.string().nullable(), phone: z.string().nullable() }).nullable(),
});
export type StaffReviewJson = z.infer<typeof StaffReviewJsonSchema>;

/** Which reviews a moderation list shows. */
export const REVIEW_STATUSES = ["pending", "approved", "all"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
