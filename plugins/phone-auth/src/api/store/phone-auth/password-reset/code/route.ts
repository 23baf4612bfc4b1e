import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { renderSms } from "../../../../../lib/config";
import { clientIp, handler, phoneAuthService, requestSms } from "../../../../../lib/http";
import { customerIdForPhone } from "../../../../../lib/signin";
import type { PhoneBodyType } from "../../validators";

/** POST /store/phone-auth/password-reset/code — same answer for unknown numbers (which get no SMS). */
export const POST = handler(async (req: MedusaRequest<PhoneBodyType>, res: MedusaResponse) => {
  const { phone } = req.validatedBody;
  const service = phoneAuthService(req);
  await service.limits.consumeCodeSend("password_reset", phone, clientIp(req));
  if (await customerIdForPhone(req, phone)) {
    const { code } = await service.otp.issue("password_reset", phone);
    await requestSms(req, phone, renderSms(service.config.sms.passwordReset, code), "password_reset");
  }
  res.json({ sent: true, expires_in: service.config.codeTtlSeconds, resend_in: service.config.resendSeconds });
});
