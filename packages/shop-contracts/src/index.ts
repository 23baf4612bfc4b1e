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
export { PublicReviewJsonSchema, StaffReviewJsonSchema, type PublicReviewJson, type StaffReviewJson } from "./reviews.js";
export { MAX_COMMENT_LENGTH, MAX_RESPONSE_LENGTH, REVIEW_STATUSES, type ReviewStatus } from "./review-limits.js";
export { CustomerJsonSchema, type CustomerJson } from "./customers.js";
export { WishlistItemJsonSchema, WishlistJsonSchema, type WishlistItemJson, type WishlistJson } from "./wishlist.js";
export { CART_LINE_FIELDS, CartLineJsonSchema, QuickAddCartJsonSchema, type CartLineJson, type QuickAddCartJson } from "./cart.js";
export { CUSTOMER_CART_METADATA_KEY, IdempotencyKeySchema, MAX_CART_LINE_QUANTITY, MY_CART_LINE_ITEMS_PATH, MY_CART_REFUSAL_CODES, MyCartAddRequestSchema, MyCartAnswerSchema, myCartContracts, type MyCartAddRequest, type MyCartAnswer } from "./cart-mine.js";
export { clientAddress, networkKey, parseTrustedProxies, TRUST_PROXY_DEFAULT, TrustProxyError, type TrustedProxies } from "./trusted-proxies.js";
export { trustProxySetting } from "./trust-proxy-setting.js";
export {
  contractPath,
  contractQuery,
  defineContract,
  DeletedJsonSchema,
  ErrorJsonSchema,
  type Contract,
  type ContractInput,
  type ContractOutput,
  type ErrorJson,
  type HttpMethod,
} from "./contract.js";
export { AdminListQuery, optionalLink, optionalText, strictBody, type AdminListQueryType } from "./fields.js";
export {
  activeBannerContract,
  adminBannerContracts,
  BANNER_LIMITS,
  BANNER_TYPES,
  BannerParams,
  CreateBanner,
  crossFieldProblem,
  ListBannersQuery,
  shopAdminBannerContracts,
  UpdateBanner,
  type BannerInputShape,
  type CreateBannerType,
  type UpdateBannerType,
} from "./banners.js";
export {
  adminNewsContracts,
  CreateArticle,
  CreateCategory,
  NewsIdParams,
  NewsListJsonSchema,
  newsContracts,
  NewsSlugParams,
  slugifyTitle,
  StoreListNewsQuery,
  UpdateArticle,
  UpdateCategory,
  type CreateArticleType,
  type CreateCategoryType,
  type StoreListNewsQueryType,
  type UpdateArticleType,
  type UpdateCategoryType,
} from "./news.js";
export {
  adminReviewContracts,
  CreatedReviewJsonSchema,
  ProductParams,
  ProductRatingJsonSchema,
  PublicReviewsQuery,
  RatingsQuery,
  reviewComment,
  reviewContracts,
  ReviewOverviewJsonSchema,
  ReviewParams,
  reviewRating,
  reviewResponse,
  ReviewResponseBody,
  shopAdminReviewContracts,
  StaffReviewsQuery,
  StoreCreateReview,
  type ProductRatingJson,
  type ReviewResponseBodyType,
  type StaffReviewsQueryType,
  type StoreCreateReviewType,
} from "./reviews.js";
export {
  AdminProductParams,
  StoreAddWishlistItem,
  StoreWishlistItemParams,
  wishlistContracts,
  type AdminProductParamsType,
  type StoreAddWishlistItemType,
  type StoreWishlistItemParamsType,
} from "./wishlist.js";
export {
  BOOKING_WINDOW_DAYS,
  BookingRefusedJsonSchema,
  checkDateWindow,
  CONSULTATION_STATUSES,
  ConsultationJsonSchema,
  consultationContracts,
  consultationFields,
  CONTACT_METHODS,
  CreateConsultationSchema,
  ListConsultationsSchema,
  CONSULTATION_SPAN_DAYS,
  weekOf,
  todayInAccra,
  UpdateConsultationSchema,
  type ConsultationJson,
  type ConsultationStatus,
  type ContactMethod,
  type CreateConsultation,
  type UpdateConsultation,
} from "./consultations.js";
export { CartIdParams, CompletedCheckoutJsonSchema, paymentContracts, type CompletedCheckoutJson } from "./payments.js";
export { DEVICE_FINGERPRINT, DEVICE_HEADER, DEVICE_TOKEN_HEADER, SESSION_HEADER } from "./sessions.js";
export { NEWS_SLUG } from "./news-slug.js";
export {
  CodeSentJsonSchema,
  DELETE_CONFIRMATION,
  DeleteAccountBody,
  DeviceJsonSchema,
  LoginBody,
  LoginCodeBody,
  LoginVerifyBody,
  PasswordChangeBody,
  PhoneBody,
  PhoneChangeBody,
  phoneAuthAccountContracts,
  phoneAuthAdminContracts,
  AdminSessionJsonSchema,
  type AdminSessionJson,
  phoneAuthContracts,
  ProfileBody,
  RegisterBody,
  RegistrationVerifyBody,
  ResetBody,
  ResetVerifyBody,
  SessionActiveJsonSchema,
  SessionCheckJsonSchema,
  SessionJsonSchema,
  SettingsBody,
  SignedInJsonSchema,
  type DeviceJson,
  type SessionActiveJson,
  type SessionCheckJson,
  type SessionJson,
  type SignedInJson,
} from "./phone-auth.js";
export { localGhanaPhone, normalizeGhanaPhone, PHONE_FORMAT_MESSAGE, phoneSearchDigits } from "./ghana-phone.js";
export { COMMON_PASSWORD_MESSAGE, isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from "./passwords.js";
export { COMMON_PASSWORDS } from "./common-passwords.js";
export {
  CATALOG_SORTS,
  CatalogAnswerSchema,
  catalogContract,
  CatalogProductJsonSchema,
  MAX_CATALOG_LIMIT,
  MAX_SITEMAP_LIMIT,
  StoreCatalogQuery,
  type CatalogAnswer,
  type CatalogProductJson,
  type StoreCatalogQueryType,
} from "./catalog.js";
export { GHANA_REGION_CODES, GHANA_REGIONS, ghanaRegionOfCode, type GhanaRegion, type GhanaRegionCode } from "./ghana-regions.js";
export {
  adminDeliveryFeesContracts,
  DELIVERY_FEE_LIMITS,
  DELIVERY_ZONES,
  DeliveryFeeJsonSchema,
  DeliveryFeesJsonSchema,
  DeliveryFeeUpdate,
  PICKUP_ZONE,
  storeDeliveryFeesContract,
  UpdateDeliveryFees,
  type DeliveryFeeJson,
  type DeliveryFeesJson,
  type DeliveryZone,
  type UpdateDeliveryFeesType,
} from "./delivery.js";
export { isShadeOption, swatchColour, variantOptionLabel } from "./variants.js";
export {
  CONSULTATION_CONFIRMED_TEMPLATE,
  consultationConfirmedSms,
  formatCedis,
  ORDER_SMS_TEXTS,
  ORDER_STEP_LABELS,
  ORDER_STEPS,
  OrderIdParams,
  OrderNotificationJsonSchema,
  orderPageLink,
  orderSmsTemplate,
  orderUpdateContracts,
  smsLineSummary,
  type OrderNotificationJson,
  type OrderSmsFacts,
  type OrderStep,
  type SmsOrderLine,
} from "./order-updates.js";
export {
  ApplyPromoCodeAnswerSchema,
  ApplyPromoCodeRequestSchema,
  MY_CART_PROMOTIONS_PATH,
  PROMO_CODE_MAX_LENGTH,
  PROMO_REFUSALS,
  PromoCodeSchema,
  promoRefusalMessage,
  promotionContracts,
  type ApplyPromoCodeAnswer,
  type ApplyPromoCodeRequest,
  type PromoRefusal,
} from "./promotions.js";
export {
  adminReportContracts,
  LOW_STOCK_DEFAULT_THRESHOLD,
  LowStockJsonSchema,
  LowStockQuery,
  MAX_REPORT_DAYS,
  ORDER_EXPORT_COLUMNS,
  PAYMENT_METHOD_LABELS,
  paymentMethodLabel,
  orderPaymentLines,
  type OrderPaymentInput,
  type OrderPaymentLine,
  paymentStateLabel,
  periodsOf,
  rangeInstants,
  ReportRangeQuery,
  SalesReportJsonSchema,
  type LowStockJson,
  type ReportRange,
  type SalesReportJson,
} from "./reports.js";
export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "./idempotency-key.js";
export {
  DEFAULT_RETURN_WINDOW_DAYS,
  MAX_RETURN_NOTE_LENGTH,
  ORDER_RETURNS_PATH,
  OrderReturnJsonSchema,
  OrderReturnsAnswerSchema,
  RETURN_POLICY_PATH,
  RETURN_REASONS,
  RETURN_STATE_LABELS,
  RETURN_STATES,
  returnContracts,
  ReturnableLineJsonSchema,
  ReturnPolicyAnswerSchema,
  ReturnRequestAnswerSchema,
  ReturnRequestBodySchema,
  ReturnRequestLineSchema,
  type OrderReturnJson,
  type OrderReturnsAnswer,
  type ReturnableLineJson,
  type ReturnReasonValue,
  type ReturnRequestAnswer,
  type ReturnRequestBody,
  type ReturnState,
} from "./returns.js";
export {
  ConfigError,
  describeConfigIssues,
  describeOptions,
  envFlag,
  envObject,
  envText,
  envUrl,
  envVar,
  envWholeNumber,
  option,
  optionGroup,
  optionsObject,
  parseEnv,
  parseOptions,
  textOption,
  wholeNumberOption,
  type EnvSpecs,
  type EnvVar,
  type OptionGroup,
  type OptionSpec,
  type OptionSpecs,
} from "./settings.js";
export { DEFAULT_WHATSAPP_NUMBER, STOREFRONT_OPTIONS, storefrontOptionsSchema, type StorefrontOptions } from "./storefront-options.js";
export { SHARED_ENV } from "./shared-env.js";
