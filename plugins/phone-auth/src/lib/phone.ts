/**
 * Ghana phone numbers. People type `0XXXXXXXXX`; we store E.164 `+233XXXXXXXXX`.
 * Only Ghanaian numbers are accepted (the shop sends SMS to Ghana only).
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

/** `+233244000001` → `0244000001` (what people read). */
export function toLocalGhanaPhone(e164: string): string {
  return e164.startsWith("+233") ? `0${e164.slice(4)}` : e164;
}

/** `+233244000001` → `+233 24 *** **01`, for logs. */
export function maskPhone(e164: string): string {
  return e164.length > 8 ? `${e164.slice(0, 6)}*****${e164.slice(-2)}` : "***";
}
