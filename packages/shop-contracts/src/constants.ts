/**
 * `@glow/shop-contracts/constants`: the zod-free rules browser code reads (review statuses and
 * limits, the news slug, the sign-in forms' phone message, password lengths and device fingerprint, the promo code's length, the idempotency key's header, the default WhatsApp number). A separate entry because the storefront's chunking (vite.config.ts) follows
 * static imports before tree-shaking: importing them through the package's main entry would drag
 * every schema, and zod, into the product page's client chunk.
 */
export { MAX_COMMENT_LENGTH, MAX_RESPONSE_LENGTH, REVIEW_STATUSES, type ReviewStatus } from "./review-limits.js";
export { NEWS_SLUG } from "./news-slug.js";
export { PHONE_FORMAT_MESSAGE } from "./ghana-phone.js";
export { PASSWORD_MAX, PASSWORD_MIN } from "./password-limits.js";
export { DEVICE_FINGERPRINT } from "./sessions.js";
export { GHANA_REGION_CODES, GHANA_REGIONS, ghanaRegionOfCode, type GhanaRegion, type GhanaRegionCode } from "./ghana-regions.js";
export { PROMO_CODE_MAX_LENGTH } from "./promo-code-limits.js";
export { IDEMPOTENCY_KEY_HEADER } from "./idempotency-key.js";
export { DEFAULT_WHATSAPP_NUMBER } from "./whatsapp.js";
