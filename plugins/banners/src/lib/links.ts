/**
 * Links staff type into a banner (image, video, button links) are checked when saved: only
 * http(s) addresses and paths on the shop itself ("/products") are kept, so nothing like
 * `javascript:`, `data:` or `vbscript:` can reach the storefront, whatever screen saved it.
 * The storefront embeds only the forms it recognises (lib/banner.ts) on top of this.
 */
export type LinkCheck = { ok: true; value: string } | { ok: false; reason: string };

const MAX_LENGTH = 2000;

/** Spaces, control characters (code ≤ 32 or 127) and backslashes. */
export const hasUnsafeCharacter = (value: string): boolean => [...value].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f || ch === "\\");

export function checkLink(raw: string): LinkCheck {
  const value = raw.trim();
  if (!value) return { ok: false, reason: "is empty" };
  if (value.length > MAX_LENGTH) return { ok: false, reason: `is longer than ${MAX_LENGTH} characters` };
  // Control characters, spaces and backslashes inside a URL are how scheme filters get fooled.
  if (hasUnsafeCharacter(value)) return { ok: false, reason: "must not contain spaces, backslashes or control characters" };
  if (value.startsWith("/")) {
    if (value.startsWith("//")) return { ok: false, reason: "must start with http:// or https:// (or be a path on this shop such as /products)" };
    return { ok: true, value };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: "must start with http:// or https:// (or be a path on this shop such as /products)" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, reason: "must start with http:// or https:// (or be a path on this shop such as /products)" };
  }
  if (!url.hostname) return { ok: false, reason: "needs a host name" };
  if (url.username || url.password) return { ok: false, reason: "must not contain a user name or password" };
  return { ok: true, value: url.href };
}
