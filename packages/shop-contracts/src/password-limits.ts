/**
 * The password lengths of the shop's rules (ADR 100), apart from the common-password list so that
 * browser code can read them through `@glow/shop-contracts/constants` without that list.
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
