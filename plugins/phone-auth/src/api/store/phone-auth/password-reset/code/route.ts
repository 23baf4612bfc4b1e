import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { renderSms } from "../../../../../lib/config";
import { afterAnswer, clientIp, codeSpacingSeconds, handler, phoneAuthService, requestSms } from "../../../../../lib/http";
import { tooMany } from "../../../../../lib/limits";
import { customerIdForPhone } from "../../../../../lib/signin";
import type { PhoneBodyType } from "../../validators";

/**
 * POST /store/phone-auth/password-reset/code — the same answer, at the same moment, for every number:
 * the same limits and one code per number at a time (decided in Postgres) for all of them; whether
 * the number has an account is looked up only after the answer, and only then is the SMS sent (issue
 * 34: registered numbers answered in 78 ms against 50 ms for unknown ones). Unknown numbers get no SMS.
 */
export const POST = handler(async (req: MedusaRequest<PhoneBodyType>, res: MedusaResponse) => {
  const { phone } = req.validatedBody;
  const service = phoneAuthService(req);
  await service.limits.consumeCodeSend("password_reset", phone, clientIp(req));
  const spacing = codeSpacingSeconds(service.config);
  const issued = await service.otp.issueUnlessRecent("password_reset", phone, spacing);
  if (!issued) throw tooMany(`Please wait ${Math.ceil(spacing)} seconds before asking for another code.`, spacing, "too_many_codes");
  res.json({ sent: true, expires_in: service.config.codeTtlSeconds, resend_in: service.config.resendSeconds });
  afterAnswer(req, "password reset code", async () => {
    if (await customerIdForPhone(req, phone)) await requestSms(req, phone, renderSms(service.config.sms.passwordReset, issued.code), "password_reset");
  });
});
