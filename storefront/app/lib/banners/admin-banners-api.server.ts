import type { AdminResult } from "~/lib/banners/banners.server";

/** Answers a shop-admin banner call as the spec's `/api/*` JSON: the data, or `{ message, … }` with the plugin's status. */
export function adminJson<T>(result: AdminResult<T>, okStatus = 200): Response {
  if (result.ok) return Response.json(result.data, { status: okStatus, headers: { "Cache-Control": "private, no-store" } });
  return Response.json({ ...result.body, message: result.message }, { status: result.status, headers: { "Cache-Control": "private, no-store" } });
}

export const BANNER_ID = /^[A-Za-z0-9_-]{1,100}$/;
