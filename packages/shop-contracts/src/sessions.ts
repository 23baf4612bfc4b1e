/**
 * The headers that carry a shopper's phone-auth session from the storefront to Medusa
 * (docs/phone-auth-contract.md): read by phone-auth's routes and by the shop-admin guard in
 * @glow/medusa-http, written by the storefront's store requests.
 */
export const SESSION_HEADER = "x-glow-session";
export const DEVICE_HEADER = "x-glow-device";
/** The server-issued device token (ADR 086), from the storefront's HttpOnly `glow_device` cookie. */
export const DEVICE_TOKEN_HEADER = "x-glow-device-token";

/** The browser's device fingerprint (spec §3) as phone-auth accepts it: the request schemas and the plugin's session checks. */
export const DEVICE_FINGERPRINT = /^[a-z0-9]{1,64}$/;
