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
