/**
 * The link rule for addresses staff type into the shop (banner images, videos and buttons, article
 * pictures), checked when saved: only http(s) addresses and paths on the shop itself ("/products")
 * are kept, so nothing like `javascript:`, `data:` or `vbscript:` can reach the storefront, whatever
 * screen saved it. The storefront applies its own checks on top (storefront/app/lib/banner.ts,
 * storefront/app/lib/markdown.ts).
 */
export type LinkCheck = { ok: true; value: string } | { ok: false; reason: string };

const MAX_LENGTH = 2000;
const SCHEME_REASON = "must start with http:// or https:// (or be a path on this shop such as /products)";

/** Spaces, control characters (code ≤ 32 or 127) and backslashes. */
export const hasUnsafeCharacter = (value: string): boolean => [...value].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f || ch === "\\");

/** The trimmed, normalised link, or why it is refused (a phrase that follows the field's label). */
export function checkLink(raw: string): LinkCheck {
  const value = raw.trim();
  if (!value) return { ok: false, reason: "is empty" };
  if (value.length > MAX_LENGTH) return { ok: false, reason: `is longer than ${MAX_LENGTH} characters` };
  // Control characters, spaces and backslashes inside a URL are how scheme filters get fooled.
  if (hasUnsafeCharacter(value)) return { ok: false, reason: "must not contain spaces, backslashes or control characters" };
  if (value.startsWith("/")) {
    if (value.startsWith("//")) return { ok: false, reason: SCHEME_REASON };
    return { ok: true, value };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: SCHEME_REASON };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: SCHEME_REASON };
  if (!url.hostname) return { ok: false, reason: "needs a host name" };
  if (url.username || url.password) return { ok: false, reason: "must not contain a user name or password" };
  return { ok: true, value: url.href };
}
