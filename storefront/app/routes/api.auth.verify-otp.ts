import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { pluginErrorResponse, signedInResponse } from "~/lib/auth/sign-in.server";
import { verifyLoginCodeSchema } from "~/lib/auth/validation";
import { apiError } from "~/lib/http/http.server";
import { authApi, toE164 } from "~/lib/auth/auth.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";
import { readDeviceFingerprint, readProof } from "~/lib/auth/session.server";

/**
 * POST /api/auth/verify-otp {phoneNumber, otpCode, deviceFingerprint, rememberDevice} — signs in;
 * rememberDevice trusts this browser (its server-issued device token) for 30 days. The code finishes
 * only the pending sign-in this browser's password step started (ADR 086).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseBody(request, verifyLoginCodeSchema);
  if (parsed.response) return parsed.response;
  const deviceFingerprint = parsed.data.deviceFingerprint ?? readDeviceFingerprint(request) ?? "unknown";
  const phone = toE164(parsed.data.phoneNumber);
  const pendingToken = await readProof(request, "device_login", phone);
  if (!pendingToken) return apiError(401, "Please sign in again to receive a new code.");
  const result = await authApi.verifyLoginCode(shopperContextOf(request, { deviceFingerprint }), {
    phone,
    code: parsed.data.otpCode,
    device_fingerprint: deviceFingerprint,
    remember_device: parsed.data.rememberDevice ?? false,
    pending_token: pendingToken,
  });
  if (!result.ok) return pluginErrorResponse(result);
  return signedInResponse(result.data.session, result.data.customer, result.data.session.remember, {}, deviceFingerprint, result.data.device_token);
}
