/**
 * Pure helpers shared by the routes and unit-tested on their own (format.unit.test.ts).
 */

const BULLET = "•";

/**
 * A phone number as the public may see it on a review: the first three and the last two digits of
 * the local form, every other digit a bullet — `+233244000001` → `024•••••01`. The public review list
 * must never expose a customer's full number. Anything too short to keep a secret middle is fully masked.
 */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, "");
  // Ghana numbers are stored as E.164 (+233XXXXXXXXX); shoppers know them in the local form 0XXXXXXXXX.
  if (digits.startsWith("233") && digits.length === 12) digits = `0${digits.slice(3)}`;
  if (digits.length < 7) return BULLET.repeat(Math.max(digits.length, 4));
  return `${digits.slice(0, 3)}${BULLET.repeat(digits.length - 5)}${digits.slice(-2)}`;
}

/** The spec's review average (§9): the mean of the approved ratings, rounded to one decimal; 0 with none. */
export function averageRating(ratingSum: number, reviewCount: number): number {
  if (!reviewCount || reviewCount <= 0) return 0;
  return Math.round((ratingSum / reviewCount) * 10) / 10;
}

/** The longest comment and reply (characters, after trimming): one definition in @glow/shop-contracts. */
export { MAX_COMMENT_LENGTH, MAX_RESPONSE_LENGTH } from "@glow/shop-contracts";

/** A comment as stored: trimmed, and absent (null) when nothing is left. */
export function normaliseText(text: string | null | undefined): string | null {
  const trimmed = (text ?? "").trim();
  return trimmed ? trimmed : null;
}

export const MESSAGES = {
  notBuyer: "You can only review products you have purchased and received.",
  duplicate: "You have already reviewed this product. Each customer can review a product once.",
  productNotFound: "This product was not found.",
  reviewNotFound: "This review was not found. It may have been deleted.",
} as const;
