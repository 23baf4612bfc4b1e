import { authApi, errorBodyOf, toE164, toUser, type PluginSession } from "~/lib/auth/auth.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";
import { clearProof, commitProof, commitSession, deviceFingerprintCookie, deviceTokenCookie } from "~/lib/auth/session.server";

/** A refused plugin call: its status and body (the plugin's message, autoLogout, retryAfter…). */
export interface PluginRefusal {
  status: number;
  body: unknown;
}

/** A successful sign-in: the session cookie is set and the answer is the spec's user object. */
export async function signedInResponse(
  session: PluginSession,
  customer: Parameters<typeof toUser>[0],
  remember: boolean,
  extra: Record<string, unknown> = {},
  deviceFingerprint?: string,
  deviceToken?: string,
): Promise<Response> {
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await commitSession(session.token, remember));
  // A new server-issued device token (ADR 086): what makes this browser a known or trusted device.
  if (deviceToken) headers.append("Set-Cookie", deviceTokenCookie(deviceToken));
  // Later requests must present the fingerprint this session was bound to (clients without JS included).
  if (deviceFingerprint) headers.append("Set-Cookie", deviceFingerprintCookie(deviceFingerprint));
  headers.append("Set-Cookie", await clearProof());
  return Response.json({ ...extra, ...toUser(customer) }, { headers });
}

/** Passes a plugin error through with its status and the spec's error body. */
export function pluginErrorResponse(result: PluginRefusal): Response {
  const status = result.status >= 400 && result.status < 600 ? result.status : 502;
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  const body = errorBodyOf(result);
  if (typeof body.retryAfter === "number") headers["Retry-After"] = String(body.retryAfter);
  return Response.json(body, { status, headers });
}

export interface PasswordSignInInput {
  phoneNumber: string;
  password: string;
  deviceFingerprint: string;
  /** Trust this device, so "Ask for a code on new devices" skips it next time. */
  rememberDevice: boolean;
}

export type PasswordSignInResult =
  | { kind: "failed"; result: PluginRefusal }
  | { kind: "code-sent"; expiresIn: number; phone: string; pendingToken: string }
  | { kind: "signed-in"; session: PluginSession; customer: Parameters<typeof toUser>[0]; deviceToken?: string };

/**
 * Phone + password sign-in, shared by /api/login, /api/auth/send-otp and the no-JS /auth form:
 * either a session, or (for accounts that ask for a code on new devices) a code sent by SMS.
 */
export async function passwordSignIn(request: Request, input: PasswordSignInInput): Promise<PasswordSignInResult> {
  const phone = toE164(input.phoneNumber);
  const result = await authApi.sendLoginCode(shopperContextOf(request, { deviceFingerprint: input.deviceFingerprint }), {
    phone,
    password: input.password,
    device_fingerprint: input.deviceFingerprint,
    // The session's length follows remember_device ("Remember me" on the sign-in form).
    remember_device: input.rememberDevice,
  });
  if (!result.ok) return { kind: "failed", result };
  const answer = result.data;
  if (answer.requires_otp) return { kind: "code-sent", expiresIn: answer.expires_in, phone, pendingToken: answer.pending_token };
  return { kind: "signed-in", session: answer.session, customer: answer.customer, deviceToken: answer.device_token };
}

/**
 * `{requiresOtp: true}` for a password step that sent a code. The pending sign-in it started stays in
 * the HttpOnly proof cookie: the code step must come from the same browser (ADR 086).
 */
export async function codeSentResponse(outcome: Extract<PasswordSignInResult, { kind: "code-sent" }>): Promise<Response> {
  const cookie = await commitProof({ purpose: "device_login", phone: outcome.phone, token: outcome.pendingToken });
  return Response.json({ requiresOtp: true, expiresIn: outcome.expiresIn }, { headers: { "Cache-Control": "no-store", "Set-Cookie": cookie } });
}
