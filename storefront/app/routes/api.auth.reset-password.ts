import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { pluginErrorResponse } from "~/lib/auth/sign-in.server";
import { resetPasswordSchema } from "~/lib/auth/validation";
import { apiError } from "~/lib/http/http.server";
import { authApi, toE164 } from "~/lib/auth/auth.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";
import { clearProof, readProof } from "~/lib/auth/session.server";

/** POST /api/auth/reset-password {phoneNumber, newPassword} — needs the proof from verify-password-reset-otp. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseBody(request, resetPasswordSchema);
  if (parsed.response) return parsed.response;
  const phone = toE164(parsed.data.phoneNumber);
  const resetToken = await readProof(request, "password_reset", phone);
  if (!resetToken) return apiError(400, "Please verify the code we sent to your phone first.");
  const result = await authApi.resetPassword(shopperContextOf(request), { phone, new_password: parsed.data.newPassword, reset_token: resetToken });
  if (!result.ok) return pluginErrorResponse(result);
  return Response.json({ message: "Your password has been reset. Please sign in." }, { headers: { "Set-Cookie": await clearProof(), "Cache-Control": "no-store" } });
}
