import { invalidatesPages } from "./page-cache.server";

/**
 * Staff read their own writes on every process (ADR 140). A storefront process keeps the live
 * banner for a couple of seconds and shares nothing with the others, so after a staff write another
 * process may still show the old banner for that long. The answer to a staff write (the storefront's
 * `/admin` pages and `/api/admin/*`) marks the writer's browser for STAFF_WRITE_FRESH_SECONDS, and
 * renders for a marked browser read around the per-process copy. The mark is only a request to skip
 * a cache: it grants nothing, so it is neither signed nor checked.
 */
export const STAFF_WRITE_COOKIE = "glow_staff_wrote";
export const STAFF_WRITE_FRESH_SECONDS = 10;

const MARKED = new RegExp(`(?:^|;\\s*)${STAFF_WRITE_COOKIE}=`);

export function markStaffWrite(method: string, path: string, response: Response, secure: boolean): Response {
  if (!invalidatesPages(method, path, response.status)) return response;
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", `${STAFF_WRITE_COOKIE}=1; Max-Age=${STAFF_WRITE_FRESH_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function wroteRecently(request: Request): boolean {
  return MARKED.test(request.headers.get("Cookie") ?? "");
}
