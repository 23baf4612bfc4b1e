/**
 * Ghana phone numbers. People type `0XXXXXXXXX`; we store E.164 `+233XXXXXXXXX`.
 * Only Ghanaian numbers are accepted (the shop sends SMS to Ghana only).
 */
export { normalizeGhanaPhone, PHONE_FORMAT_MESSAGE } from "@glow/shop-contracts";

/** `+233244000001` → `0244000001` (what people read). */
export function toLocalGhanaPhone(e164: string): string {
  return e164.startsWith("+233") ? `0${e164.slice(4)}` : e164;
}

/** `+233244000001` → `+233 24 *** **01`, for logs. */
export function maskPhone(e164: string): string {
  return e164.length > 8 ? `${e164.slice(0, 6)}*****${e164.slice(-2)}` : "***";
}
