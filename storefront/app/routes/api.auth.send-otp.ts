import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { codeSentResponse, passwordSignIn, pluginErrorResponse, signedInResponse } from "~/lib/auth/sign-in.server";
import { sendLoginCodeSchema } from "~/lib/auth/validation";
import { readDeviceFingerprint } from "~/lib/auth/session.server";

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
  const outcome = await passwordSignIn(request, { phoneNumber: parsed.data.phoneNumber, password: parsed.data.password, deviceFingerprint, rememberDevice });
  if (outcome.kind === "failed") return pluginErrorResponse(outcome.result);
  if (outcome.kind === "signed-in") {
    return signedInResponse(outcome.session, outcome.customer, outcome.session.remember, { requiresOtp: false }, deviceFingerprint, outcome.deviceToken);
  }
  return codeSentResponse(outcome);
}
