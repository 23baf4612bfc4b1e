import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { pluginErrorResponse, signedInResponse } from "~/lib/auth/sign-in.server";
import { MESSAGES, registerSchema } from "~/lib/auth/validation";
import { apiError } from "~/lib/http/http.server";
import { authApi, toE164 } from "~/lib/auth/auth.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";
import { readDeviceFingerprint, readProof } from "~/lib/auth/session.server";

/** POST /api/register — needs the proof set by verify-registration-otp for the same phone. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseBody(request, registerSchema);
  if (parsed.response) return parsed.response;
  const input = parsed.data;
  const phone = toE164(input.phoneNumber);
  const verificationToken = await readProof(request, "registration", phone);
  if (!verificationToken) return apiError(400, MESSAGES.phoneNotVerified);
  const deviceFingerprint = input.deviceFingerprint ?? readDeviceFingerprint(request) ?? "unknown";
  const remember = input.rememberMe ?? true;
  const result = await authApi.register(shopperContextOf(request, { deviceFingerprint }), {
    phone,
    password: input.password,
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email || undefined,
    location: input.location || undefined,
    verification_token: verificationToken,
    device_fingerprint: deviceFingerprint,
    remember,
  });
  if (!result.ok) return pluginErrorResponse(result);
  return signedInResponse(result.data.session, result.data.customer, remember, {}, deviceFingerprint, result.data.device_token);
}
