import { model } from "@medusajs/framework/utils";

/**
 * A browser this account signed in on, known by a random token the server issued (ADR 086): only its
 * SHA-256 is stored, the token lives in the storefront's HttpOnly `glow_device` cookie. `sms_verified`
 * devices passed a sign-in code with "remember this device" and skip the code; every known device may
 * sign in past its network's failed-sign-in limit. Revoked on password reset, password change and
 * phone change. `device_fingerprint` is only kept from before tokens (never trusted again).
 */
const PhoneAuthTrustedDevice = model
  .define("phone_auth_trusted_device", {
    id: model.id({ prefix: "patrust" }).primaryKey(),
    customer_id: model.text(),
    device_fingerprint: model.text().nullable(),
    token_hash: model.text().nullable(),
    sms_verified: model.boolean().default(false),
    trusted_until: model.dateTime(),
    revoked_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["customer_id", "device_fingerprint"] }, { on: ["token_hash"] }]);

export default PhoneAuthTrustedDevice;
