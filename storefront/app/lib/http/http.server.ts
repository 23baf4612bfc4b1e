import type { HeadersFunction } from "@remix-run/node";
import { PRIVATE, withParentCookies } from "./cache-headers";

export const PRIVATE_CACHE_CONTROL = PRIVATE;

/** Catalog data is the same for everyone: shared caches may keep it briefly. Customer data never uses this. */
export const CATALOG_CACHE_HEADERS = {
  "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
  Vary: "Cookie",
} as const;

export { catalogPageHeaders } from "./cache-headers";
/** The error shape every /api/* route answers (contracts: `{ message }` with a 4xx/5xx status). */
export function apiError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ message, ...extra }, { status });
}

/** Pages that set their own headers in the loader (private pages, guards): pass them through, with the root's cookies. */
export const loaderHeadersOnly: HeadersFunction = ({ loaderHeaders, parentHeaders }) => withParentCookies(new Headers(loaderHeaders), parentHeaders);
