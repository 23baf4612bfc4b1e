import { COMMON_PASSWORDS } from "./common-passwords.js";
export { PASSWORD_MAX, PASSWORD_MIN } from "./password-limits.js";

/**
 * The shop's password rules (ADR 100), one copy for phone-auth's request schemas
 * (src/phone-auth.ts) and the plugin's own checks (plugins/phone-auth/src/lib/password.ts).
 */
export const COMMON_PASSWORD_MESSAGE = "This password is one of the most common passwords, so it is easy to guess. Please choose another one.";

const COMMON = new Set(COMMON_PASSWORDS);

/** One of the most common passwords (src/common-passwords.ts), ignoring case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}
