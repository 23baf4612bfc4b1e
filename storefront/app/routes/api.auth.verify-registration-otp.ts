import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { pluginErrorResponse } from "~/lib/auth/sign-in.server";
import { verifyRegistrationCodeSchema } from "~/lib/auth/validation";
import { authApi, toE164 } from "~/lib/auth/auth.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";
import { commitProof } from "~/lib/auth/session.server";

/** POST /api/auth/verify-registration-otp {phoneNumber, otpCode} — the proof /api/register needs stays in an HttpOnly cookie. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseBody(request, verifyRegistrationCodeSchema);
  if (parsed.response) return parsed.response;
  const phone = toE164(parsed.data.phoneNumber);
  const result = await authApi.verifyRegistrationCode(shopperContextOf(request), phone, parsed.data.otpCode);
  if (!result.ok) return pluginErrorResponse(result);
  const cookie = await commitProof({ purpose: "registration", phone, token: result.data.verification_token });
  return Response.json({ verified: true, phoneNumber: parsed.data.phoneNumber }, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}
