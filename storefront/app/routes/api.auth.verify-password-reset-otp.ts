import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { pluginErrorResponse } from "~/lib/auth/sign-in.server";
import { verifyResetCodeSchema } from "~/lib/auth/validation";
import { authApi, toE164 } from "~/lib/auth/auth.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";
import { commitProof } from "~/lib/auth/session.server";

/** POST /api/auth/verify-password-reset-otp {phoneNumber, otpCode} — the reset proof stays in an HttpOnly cookie. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseBody(request, verifyResetCodeSchema);
  if (parsed.response) return parsed.response;
  const phone = toE164(parsed.data.phoneNumber);
  const result = await authApi.verifyResetCode(shopperContextOf(request), phone, parsed.data.otpCode);
  if (!result.ok) return pluginErrorResponse(result);
  const cookie = await commitProof({ purpose: "password_reset", phone, token: result.data.reset_token });
  return Response.json({ verified: true }, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}
