/**
 * Where a no-JavaScript form post sends the shopper back to (`redirectTo`, ADR 081): a path on
 * this shop, never another site (no open redirect). Accepted: a string starting with exactly one
 * "/" (not "//" or "/\", which browsers read as another host), without backslashes or control
 * characters, at most {@link MAX_RETURN_PATH_LENGTH} characters. The answer is its path and query
 * only (a fragment is dropped), as the URL parser normalises them; anything else gives `fallback`.
 */
export const MAX_RETURN_PATH_LENGTH = 2048;

const BASE = "http://glow.invalid";

export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  // Browsers treat "\" as "/" in URLs ("/\evil.example" is another host); control characters and
  // spaces are stripped or refused by them in surprising ways. Neither belongs in a shop path.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u0020\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}

/** The page the shopper is on, as a form's `redirectTo` value (path and query). */
export function returnPathOf(location: { pathname: string; search: string }): string {
  return safeReturnPath(`${location.pathname}${location.search}`);
}
