import { errorBodyOf, toUser, type PluginSession } from "~/lib/medusa/auth.server";
import type { StoreResult } from "~/lib/medusa/store-request.server";
import { clearProof, commitSession, deviceFingerprintCookie } from "~/lib/session.server";

/** A successful sign-in: the session cookie is set and the answer is the spec's user object. */
export async function signedInResponse(
  session: PluginSession,
  customer: Parameters<typeof toUser>[0],
  remember: boolean,
  extra: Record<string, unknown> = {},
  deviceFingerprint?: string,
): Promise<Response> {
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await commitSession(session.token, remember));
  // Later requests must present the fingerprint this session was bound to (clients without JS included).
  if (deviceFingerprint) headers.append("Set-Cookie", deviceFingerprintCookie(deviceFingerprint));
  headers.append("Set-Cookie", await clearProof());
  return Response.json({ ...extra, ...toUser(customer) }, { headers });
}

/** Passes a plugin error through with its status and the spec's error body. */
export function pluginErrorResponse(result: StoreResult<unknown>): Response {
  const status = result.status >= 400 && result.status < 600 ? result.status : 502;
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  const body = errorBodyOf(result);
  if (typeof body.retryAfter === "number") headers["Retry-After"] = String(body.retryAfter);
  return Response.json(body, { status, headers });
}
