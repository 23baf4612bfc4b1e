/**
 * The shop's two link rules, one copy for every package (ADR 090).
 *
 * `checkLink()` — addresses staff type into the shop (banner images, videos and buttons, article
 * pictures), checked when saved by the plugins (through `optionalLink()` in @glow/medusa-http) and
 * before a round trip by the storefront's admin forms: only http(s) addresses and paths on the shop
 * itself ("/products") are kept, so nothing like `javascript:`, `data:` or `vbscript:` can reach a page.
 *
 * `safeHref()` — links inside Markdown (content pages, news articles, the News editor's preview):
 * site paths, #anchors, https, mailto and tel survive; anything else renders as plain text.
 */
export type LinkCheck = { ok: true; value: string } | { ok: false; reason: string };

export const MAX_LINK_LENGTH = 2000;
const SCHEME_REASON = "must start with http:// or https:// (or be a path on this shop such as /products)";

/** Spaces, control characters (code ≤ 32 or 127) and backslashes. */
export const hasUnsafeCharacter = (value: string): boolean => [...value].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f || ch === "\\");

/** The trimmed, normalised link, or why it is refused (a phrase that follows the field's label). */
export function checkLink(raw: string): LinkCheck {
  const value = raw.trim();
  if (!value) return { ok: false, reason: "is empty" };
  if (value.length > MAX_LINK_LENGTH) return { ok: false, reason: `is longer than ${MAX_LINK_LENGTH} characters` };
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

/** Whether `checkLink()` keeps the link (for showing or dropping a stored one). */
export const isSafeLink = (value: string): boolean => checkLink(value).ok;

/** The Markdown link rule: site paths, #anchors, https, mailto and tel links survive; anything else renders as text. */
export function safeHref(href: string): string | null {
  if (/^\/(?!\/)/.test(href) || href.startsWith("#")) return href;
  if (/^(https:\/\/|mailto:|tel:)/i.test(href)) return href;
  return null;
}
