/**
 * The promo code's length limit, apart from its schema (promotions.ts) so that browser code (the
 * code box's `maxLength`) can read it through `@glow/shop-contracts/constants` without zod.
 */
export const PROMO_CODE_MAX_LENGTH = 32;
