/**
 * Input of the banner routes: the request schemas of the banner contracts in @glow/shop-contracts
 * (ADR 160), so the plugin, its admin page and the storefront check one definition. Messages are
 * meant for people: `validate()` (@glow/medusa-http) answers them as a 400 `{ message }`.
 */
export {
  BannerParams,
  CreateBanner,
  crossFieldProblem,
  ListBannersQuery,
  UpdateBanner,
  type BannerInputShape,
  type CreateBannerType,
  type UpdateBannerType,
} from "@glow/shop-contracts";
