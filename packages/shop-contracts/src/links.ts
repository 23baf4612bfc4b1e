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
 *
 * Both refuse what a browser reads as another site although it starts with one "/": browsers drop
 * tabs and line breaks inside a URL and read "\" as "/", so "/\evil.example", "/\tevil" and
 * "\\evil.example" all mean "//evil.example"; encoded separators right after the first slash
 * ("/%5Cevil.example", "/%2F/evil.example") are refused too, since a server or proxy that decodes
 * them would send the browser on to the other site.
 */
export type LinkCheck = { ok: true; value: string } | { ok: false; reason: string };

export const MAX_LINK_LENGTH = 2000;
const SCHEME_REASON = "must start with http:// or https:// (or be a path on this shop such as /products)";

/** Spaces, control characters (code ≤ 32, 127–159), invisible separators and backslashes. */
export const hasUnsafeCharacter = (value: string): boolean =>
  [...value].some((ch) => {
    const code = ch.charCodeAt(0);
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || INVISIBLE.has(code) || ch === "\\";
  });

/** Characters that show as nothing or as a line break (no-break and zero-width spaces, line and paragraph separators, BOM). */
const INVISIBLE = new Set([0xa0, 0x1680, 0x180e, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x200b, 0x200c, 0x200d, 0x2028, 0x2029, 0x202f, 0x205f, 0x2060, 0x3000, 0xfeff]);

/** A path that is really another site's address: "//host", "/\host", "/%2F…", "/%5C…" (any case). */
const ANOTHER_SITE = /^\/(?:[/\\]|%2f|%5c)/i;

/** The trimmed, normalised link, or why it is refused (a phrase that follows the field's label). */
export function checkLink(raw: string): LinkCheck {
  const value = raw.trim();
  if (!value) return { ok: false, reason: "is empty" };
  if (value.length > MAX_LINK_LENGTH) return { ok: false, reason: `is longer than ${MAX_LINK_LENGTH} characters` };
  // Control characters, spaces and backslashes inside a URL are how scheme filters get fooled.
  if (hasUnsafeCharacter(value)) return { ok: false, reason: "must not contain spaces, backslashes or control characters" };
  if (value.startsWith("/")) {
    if (ANOTHER_SITE.test(value)) return { ok: false, reason: SCHEME_REASON };
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

/**
 * The Markdown link rule: site paths, #anchors, https, mailto and tel links survive; anything else
 * renders as text — and so does any link with a space, control character, invisible separator or
 * backslash in it, or a path that is another site's address (above).
 */
export function safeHref(href: string): string | null {
  if (!href || href.length > MAX_LINK_LENGTH || hasUnsafeCharacter(href)) return null;
  if (href.startsWith("/")) return ANOTHER_SITE.test(href) ? null : href;
  if (href.startsWith("#")) return href;
  if (/^(https:\/\/|mailto:|tel:)/i.test(href)) return href;
  return null;
}
