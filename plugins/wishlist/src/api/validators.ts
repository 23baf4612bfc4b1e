/**
 * Input of the wishlist routes: the request schemas of the wishlist contracts in @glow/shop-contracts
 * (ADR 160). The messages become the 400 answer's `message` (prefixed "Invalid request: ") through
 * `validate()` (@glow/medusa-http) in middlewares.ts.
 */
export {
  AdminProductParams,
  StoreAddWishlistItem,
  StoreWishlistItemParams,
  type AdminProductParamsType,
  type StoreAddWishlistItemType,
  type StoreWishlistItemParamsType,
} from "@glow/shop-contracts";
