/**
 * @glow/shop-contracts — what the plugins, the Medusa admin pages and the storefront agree on
 * (ADR 090): the plugins' answers as zod schemas and types, the link rules, the Markdown subset
 * parser and the TRUST_PROXY rule (which proxies are believed about a client's address, ADR 085).
 * Framework-free (zod only), so the storefront's browser code may import it; no Medusa, no React,
 * no Node APIs. Each module is side-effect free, so a bundle keeps only what it uses.
 */
export { checkLink, hasUnsafeCharacter, isSafeLink, MAX_LINK_LENGTH, safeHref, type LinkCheck } from "./links.js";
export { parseArticleMarkdown, parseInline, parseMarkdown, slugify, type Block, type Inline, type MarkdownDoc } from "./markdown.js";
export {
  BannerCountsSchema,
  BannerJsonSchema,
  BannerListJsonSchema,
  type BannerBody,
  type BannerCounts,
  type BannerJson,
  type BannerListJson,
  type BannerType,
} from "./banners.js";
export { NewsArticleJsonSchema, NewsCategoryJsonSchema, type NewsArticleJson, type NewsCategoryJson } from "./news.js";
export { PublicReviewJsonSchema, REVIEW_STATUSES, StaffReviewJsonSchema, type PublicReviewJson, type ReviewStatus, type StaffReviewJson } from "./reviews.js";
export { CustomerJsonSchema, type CustomerJson } from "./customers.js";
export { WishlistItemJsonSchema, WishlistJsonSchema, type WishlistItemJson, type WishlistJson } from "./wishlist.js";
export { CART_LINE_FIELDS, CartLineJsonSchema, QuickAddCartJsonSchema, type CartLineJson, type QuickAddCartJson } from "./cart.js";
export { CUSTOMER_CART_METADATA_KEY, MAX_CART_LINE_QUANTITY, MY_CART_LINE_ITEMS_PATH, MyCartAddRequestSchema, MyCartAnswerSchema, type MyCartAddRequest, type MyCartAnswer } from "./cart-mine.js";
export { clientAddress, parseTrustedProxies, TRUST_PROXY_DEFAULT, TrustProxyError, type TrustedProxies } from "./trusted-proxies.js";
