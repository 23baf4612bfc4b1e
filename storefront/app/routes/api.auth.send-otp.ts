import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/api.server";
import { pluginErrorResponse, signedInResponse } from "~/lib/auth/sign-in.server";
import { sendLoginCodeSchema } from "~/lib/auth/validation";
import { authApi, toE164 } from "~/lib/medusa/auth.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";
import { readDeviceFingerprint } from "~/lib/session.server";

/**
 * POST /api/auth/send-otp {phoneNumber, password, deviceFingerprint, rememberDevice} (trusted-device login, spec §4):
 * `{requiresOtp: false, …user}` when this device is trusted (and the session is set), else a code is sent and `{requiresOtp: true}`.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseBody(request, sendLoginCodeSchema);
  if (parsed.response) return parsed.response;
  const deviceFingerprint = parsed.data.deviceFingerprint ?? readDeviceFingerprint(request) ?? "unknown";
  const rememberDevice = parsed.data.rememberDevice ?? false;
  const result = await authApi.sendLoginCode(shopperContextOf(request, { deviceFingerprint }), {
    phone: toE164(parsed.data.phoneNumber),
    password: parsed.data.password,
    device_fingerprint: deviceFingerprint,
    remember_device: rememberDevice,
  });
  if (!result.ok) return pluginErrorResponse(result);
  if (!result.body.requires_otp && result.body.session && result.body.customer) {
    return signedInResponse(result.body.session, result.body.customer, result.body.session.remember, { requiresOtp: false }, deviceFingerprint);
  }
  return Response.json({ requiresOtp: true, expiresIn: result.body.expires_in ?? 600 }, { headers: { "Cache-Control": "no-store" } });
}
