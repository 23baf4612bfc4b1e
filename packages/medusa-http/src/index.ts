/**
 * @glow/medusa-http — generic Medusa HTTP helpers shared by our plugins and the commerce app
 * (ADR 083). Only request plumbing that is the same everywhere belongs here; domain rules stay in
 * their plugin, and plugins still never import each other. One exception, by need: `my-cart.ts`,
 * the one reader and writer of the customer's cart id, which the commerce app and phone-auth's
 * session check share (issue 33, ADR 140).
 */
export { parseInput, validate, type InvalidInputAnswer, type ValidatedPart } from "./validate";
export { checkLink, hasUnsafeCharacter, type LinkCheck } from "./links";
export { AdminListQuery, type AdminListQueryType, optionalLink, optionalText, strictBody } from "./fields";
export { ownCartOnly, ownOrderOnly } from "./ownership";
export { findMyCart, myCartIdOf, nameMyCart, openMyCart, restoreMyCartName, type FoundMyCart, type MyCart, type MyCartLine } from "./my-cart";
export { PHONE_AUTH_MODULE_KEY, requireShopAdmin, type PhoneSessionModule, type ShopAdminContext } from "./shop-admin";
export { contractRoutes } from "./contracts";
export { consumeAll, type LimitCheck } from "./limits";
