/**
 * Review constants browser code reads (the product page's review form, the admin list's tabs). A
 * module without zod, so importing them does not pull the schemas into a client bundle.
 */

/** Which reviews a moderation list shows. */
export const REVIEW_STATUSES = ["pending", "approved", "all"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Longest review comment and staff reply, in characters (after trimming). */
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_RESPONSE_LENGTH = 2000;
