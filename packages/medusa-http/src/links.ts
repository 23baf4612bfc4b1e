/**
 * The link rule for addresses staff type into the shop lives in @glow/shop-contracts (ADR 090), so
 * the plugins (through `optionalLink()`), the storefront's admin forms and the News editor apply the
 * same rule; it is re-exported here for the plugins that import it with the other HTTP helpers.
 */
export { checkLink, hasUnsafeCharacter, type LinkCheck } from "@glow/shop-contracts";
