/**
 * One address per picture (issue 20). `/media/<path>` is served, resized and cached by
 * routes/media.$.ts under its path, so every other spelling of the same file — extra slashes, `.` or
 * `..` segments, backslashes, percent-encoded letters, dots or separators, `/MEDIA/` — would start a
 * resize and write a cache file of its own, without bound. Only the canonical spelling is a picture:
 * each segment of the decoded path, percent-encoded with `encodeURIComponent`, exactly as
 * `toStorefrontImageUrl()` writes it. Anything else answers 404 before any work.
 */

export const MEDIA_PREFIX = "/media/";

/** A decoded path segment that cannot name a file on its own: empty, `.`/`..`, separators, control characters. */
function isBadSegment(segment: string): boolean {
  if (segment === "" || segment === "." || segment === "..") return true;
  return [...segment].some((ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || ch === "/" || ch === "\\";
  });
}

/** Whether a decoded media path (`products/serum.webp`, `s3/lip gloss-01JD.png`) is spelled the one way: no empty, `.` or `..` segment, no backslash or control character. */
export function isCanonicalMediaPath(path: string): boolean {
  return path.length > 0 && path.length <= 1024 && !path.split("/").some(isBadSegment);
}

/** The one URL path of a decoded media path: `/media/` + each segment percent-encoded. */
export function canonicalMediaPathname(path: string): string {
  return MEDIA_PREFIX + path.split("/").map(encodeURIComponent).join("/");
}

/**
 * The decoded media path of a request's URL path (still percent-encoded, as in `new URL(...).pathname`),
 * or null unless that path is the canonical spelling.
 */
export function mediaPathOf(pathname: string): string | null {
  if (!pathname.startsWith(MEDIA_PREFIX)) return null;
  let decoded: string[];
  try {
    decoded = pathname.slice(MEDIA_PREFIX.length).split("/").map(decodeURIComponent);
  } catch {
    return null; // malformed percent-encoding
  }
  const path = decoded.join("/");
  if (decoded.some(isBadSegment) || !isCanonicalMediaPath(path)) return null;
  return canonicalMediaPathname(path) === pathname ? path : null;
}

/** Whether a URL path is under /media in any letter case (the router matches paths case-insensitively). */
export const isMediaPathname = (pathname: string): boolean => /^\/media(?:\/|$)/i.test(pathname);

/**
 * For the server, before routing: the raw request path (`req.originalUrl` without its query) is
 * refused when it is under /media and the URL parser would rewrite it (dot segments, `%2e`,
 * backslashes), since the route only sees the rewritten path.
 */
export function isRewrittenMediaRequest(rawPath: string): boolean {
  let parsed: string;
  try {
    parsed = new URL(`http://localhost${rawPath.startsWith("/") ? "" : "/"}${rawPath}`).pathname;
  } catch {
    return isMediaPathname(rawPath);
  }
  return (isMediaPathname(parsed) || isMediaPathname(rawPath)) && parsed !== rawPath;
}
