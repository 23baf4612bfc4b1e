/**
 * Input of the news routes: the request schemas of the news contracts in @glow/shop-contracts
 * (ADR 160). Messages are meant for people: `validate()` (@glow/medusa-http) answers them as a 400.
 */
export {
  AdminListQuery,
  CreateArticle,
  CreateCategory,
  NewsIdParams as IdParams,
  NEWS_SLUG as SLUG,
  NewsSlugParams as SlugParams,
  slugifyTitle as slugify,
  StoreListNewsQuery,
  UpdateArticle,
  UpdateCategory,
  type CreateArticleType,
  type CreateCategoryType,
  type StoreListNewsQueryType,
  type UpdateArticleType,
  type UpdateCategoryType,
} from "@glow/shop-contracts";
