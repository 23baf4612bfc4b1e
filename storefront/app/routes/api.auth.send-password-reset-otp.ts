import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { pluginErrorResponse } from "~/lib/auth/sign-in.server";
import { sendResetCodeSchema } from "~/lib/auth/validation";
import { authApi, toE164 } from "~/lib/auth/auth.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";

/** POST /api/auth/send-password-reset-otp {phoneNumber} — the same answer for unknown numbers (no SMS is sent to them). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseBody(request, sendResetCodeSchema);
  if (parsed.response) return parsed.response;
  const result = await authApi.sendResetCode(shopperContextOf(request), toE164(parsed.data.phoneNumber));
  if (!result.ok) return pluginErrorResponse(result);
  return Response.json(
    { message: "If this number has an account, we sent it a code.", expiresIn: result.data.expires_in, resendIn: result.data.resend_in },
    { headers: { "Cache-Control": "no-store" } },
  );
}
