/**
 * Ghana phone numbers. People type `0XXXXXXXXX`; phone-auth stores E.164 `+233XXXXXXXXX`. Only
 * Ghanaian numbers are accepted (the shop sends SMS to Ghana only). Used by phone-auth's request
 * schemas (src/phone-auth.ts) and re-exported by the plugin (plugins/phone-auth/src/lib/phone.ts).
 */
export const PHONE_FORMAT_MESSAGE = "Phone number must be in format 0XXXXXXXXX (10 digits starting with 0)";

const LOCAL = /^0(\d{9})$/;
const E164 = /^\+233(\d{9})$/;
const INTERNATIONAL = /^233(\d{9})$/;

/** `0244000001`, `+233244000001`, `233244000001` (spaces and dashes ignored) → `+233244000001`; anything else → null. */
export function normalizeGhanaPhone(input: string): string | null {
  if (typeof input !== "string") return null;
  const compact = input.replace(/[\s-]/g, "");
  const match = LOCAL.exec(compact) ?? E164.exec(compact) ?? INTERNATIONAL.exec(compact);
  if (!match) return null;
  const subscriber = match[1]!;
  // Ghanaian mobile and fixed numbers never start with 0 after the trunk prefix.
  if (subscriber.startsWith("0")) return null;
  return `+233${subscriber}`;
}

/** `+233244000001` (or any form `normalizeGhanaPhone` reads) → `0244000001`, as people write it; anything else → null. */
export function localGhanaPhone(input: string | null | undefined): string | null {
  const international = normalizeGhanaPhone(input ?? "");
  return international ? `0${international.slice(4)}` : null;
}

const PHONE_LIKE = /^\+?[\d\s-]+$/;

/**
 * What a staff search for a phone number should look for in stored numbers (ADR 215): the digits
 * after the trunk `0` or the country code, which every stored form of the number contains
 * (`+233244000001`, `233244000001`, `0244000001`). `0244000001`, `024 400 0001`, `+233 24 400 0001`
 * and a start of one (`02440`) → `244000001` / `2440`; a search that is not a Ghana phone number
 * (a name, an e-mail, `0`) → null (left as typed).
 */
export function phoneSearchDigits(query: string): string | null {
  const trimmed = query.trim();
  if (!PHONE_LIKE.test(trimmed)) return null;
  const digits = trimmed.replace(/[\s-]/g, "");
  const subscriber = digits.startsWith("+233") ? digits.slice(4) : digits.startsWith("233") && digits.length > 9 ? digits.slice(3) : digits.startsWith("0") ? digits.slice(1) : null;
  if (subscriber === null || !/^\d{3,9}$/.test(subscriber) || subscriber.startsWith("0")) return null;
  return subscriber;
}
