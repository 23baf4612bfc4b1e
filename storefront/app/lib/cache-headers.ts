import type { HeadersFunction } from "@remix-run/node";

export const PRIVATE = "private, no-store";

/**
 * Headers for pages everyone sees alike (catalog, content): the loader's public caching, unless the
 * root loader marked this response private because a signed-in shopper's name is on the page.
 */
export const catalogPageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(loaderHeaders);
  if (parentHeaders.get("Cache-Control") === PRIVATE) headers.set("Cache-Control", PRIVATE);
  const cookie = parentHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
};
