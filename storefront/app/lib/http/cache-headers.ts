import type { HeadersFunction } from "@remix-run/node";

export const PRIVATE = "private, no-store";

/**
 * Adds the parent routes' cookies (the root's: a forced sign-out's clearing, a shown flash's
 * clearing, ADR 081) to a page's headers, one Set-Cookie each and none twice. Remix drops them
 * when a route has its own `headers` function.
 */
export function withParentCookies(headers: Headers, parentHeaders: Headers): Headers {
  const present = new Set(headers.getSetCookie());
  for (const cookie of parentHeaders.getSetCookie()) if (!present.has(cookie)) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Headers for pages everyone sees alike (catalog, content): the loader's public caching, unless the
 * root loader marked this response private because a signed-in shopper's name (or a flash toast)
 * is on the page.
 */
export const catalogPageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(loaderHeaders);
  if (parentHeaders.get("Cache-Control") === PRIVATE) headers.set("Cache-Control", PRIVATE);
  return withParentCookies(headers, parentHeaders);
};
