import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/api.server";
import { pluginErrorResponse, signedInResponse } from "~/lib/auth/sign-in.server";
import { loginSchema } from "~/lib/auth/validation";
import { authApi, toE164 } from "~/lib/medusa/auth.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";
import { readDeviceFingerprint } from "~/lib/session.server";

/** A link to /api/login (spec §7) lands on the sign-in screen. */
export function loader() {
  return new Response(null, { status: 302, headers: { Location: "/auth" } });
}

/**
 * POST /api/login {phoneNumber, password, rememberMe?} → the user, with the session cookie set.
 * Customers who turned on "Ask for a code on new devices" get `{requiresOtp: true}` on an untrusted
 * device instead (a code is sent); the form then shows the code step (spec §4 trusted-device login).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseBody(request, loginSchema);
  if (parsed.response) return parsed.response;
  const { phoneNumber, password, rememberMe = false } = parsed.data;
  const deviceFingerprint = parsed.data.deviceFingerprint ?? readDeviceFingerprint(request) ?? "unknown";
  const result = await authApi.sendLoginCode(shopperContextOf(request, { deviceFingerprint }), {
    phone: toE164(phoneNumber),
    password,
    device_fingerprint: deviceFingerprint,
    // Without a code step the plugin uses this flag for the session length ("Remember me" → 30 days).
    remember_device: rememberMe,
    remember: rememberMe,
  });
  if (!result.ok) return pluginErrorResponse(result);
  if (result.body.requires_otp || !result.body.session || !result.body.customer) {
    return Response.json({ requiresOtp: true, expiresIn: result.body.expires_in ?? 600 }, { headers: { "Cache-Control": "no-store" } });
  }
  return signedInResponse(result.body.session, result.body.customer, rememberMe, {}, deviceFingerprint);
}
