import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { pluginErrorResponse } from "~/lib/auth/sign-in.server";
import { sendRegistrationCodeSchema } from "~/lib/auth/validation";
import { authApi, toE164 } from "~/lib/auth/auth.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";

/** POST /api/auth/send-registration-otp {phoneNumber} — same answer whether or not the number has an account. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseBody(request, sendRegistrationCodeSchema);
  if (parsed.response) return parsed.response;
  const result = await authApi.sendRegistrationCode(shopperContextOf(request), toE164(parsed.data.phoneNumber));
  if (!result.ok) return pluginErrorResponse(result);
  return Response.json(
    { message: "We sent a verification code by SMS.", expiresIn: result.data.expires_in, resendIn: result.data.resend_in },
    { headers: { "Cache-Control": "no-store" } },
  );
}
