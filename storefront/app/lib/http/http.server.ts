import type { HeadersFunction } from "@remix-run/node";
import { PRIVATE, withParentCookies } from "./cache-headers";

export const PRIVATE_CACHE_CONTROL = PRIVATE;

/** Catalog data is the same for everyone: shared caches may keep it briefly. Customer data never uses this. */
export const CATALOG_CACHE_HEADERS = {
  "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
  // Save-Data: pages without autoplaying video for data-saver phones (issue 32, root loader).
  Vary: "Cookie, Save-Data",
} as const;

/**
 * Pages and answers that show prices, sales and stock (home, /products, /sale, a product page,
 * /api/products): staff changes reach every shopper within 5 s (issue 29, ADR 203), so no browser
 * keeps them (`max-age=0`: a link followed again asks again) and shared caches, including the
 * storefront's own page cache (ADR 014), keep them 2 s — with the index (≤ ~1 s behind a price
 * list) and the storefront's 1 s data caches below, a change shows within about 4 s.
 */
export const PRODUCT_DATA_CACHE_HEADERS = {
  "Cache-Control": "public, max-age=0, s-maxage=2",
  // Save-Data: pages without autoplaying video for data-saver phones (issue 32, root loader).
  Vary: "Cookie, Save-Data",
} as const;

export { catalogPageHeaders } from "./cache-headers";
/** The error shape every /api/* route answers (contracts: `{ message }` with a 4xx/5xx status). */
export function apiError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ message, ...extra }, { status });
}

/** Pages that set their own headers in the loader (private pages, guards): pass them through, with the root's cookies. */
export const loaderHeadersOnly: HeadersFunction = ({ loaderHeaders, parentHeaders }) => withParentCookies(new Headers(loaderHeaders), parentHeaders);
