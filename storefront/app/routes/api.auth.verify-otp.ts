import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/api.server";
import { pluginErrorResponse, signedInResponse } from "~/lib/auth/sign-in.server";
import { verifyLoginCodeSchema } from "~/lib/auth/validation";
import { authApi, toE164 } from "~/lib/medusa/auth.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";
import { readDeviceFingerprint } from "~/lib/session.server";

/** POST /api/auth/verify-otp {phoneNumber, otpCode, deviceFingerprint, rememberDevice} — signs in; rememberDevice trusts this device for 30 days. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseBody(request, verifyLoginCodeSchema);
  if (parsed.response) return parsed.response;
  const deviceFingerprint = parsed.data.deviceFingerprint ?? readDeviceFingerprint(request) ?? "unknown";
  const result = await authApi.verifyLoginCode(shopperContextOf(request, { deviceFingerprint }), {
    phone: toE164(parsed.data.phoneNumber),
    code: parsed.data.otpCode,
    device_fingerprint: deviceFingerprint,
    remember_device: parsed.data.rememberDevice ?? false,
  });
  if (!result.ok) return pluginErrorResponse(result);
  return signedInResponse(result.body.session, result.body.customer, result.body.session.remember, {}, deviceFingerprint);
}
