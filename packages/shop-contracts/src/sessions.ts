/**
 * The headers that carry a shopper's phone-auth session from the storefront to Medusa
 * (docs/phone-auth-contract.md): read by phone-auth's routes and by the shop-admin guard in
 * @glow/medusa-http, written by the storefront's store requests.
 */
export const SESSION_HEADER = "x-glow-session";
export const DEVICE_HEADER = "x-glow-device";
/** The server-issued device token (ADR 086), from the storefront's HttpOnly `glow_device` cookie. */
export const DEVICE_TOKEN_HEADER = "x-glow-device-token";
