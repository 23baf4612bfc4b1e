import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { renderSms } from "../../../../../lib/config";
import { clientIp, handler, phoneAuthService, requestSms } from "../../../../../lib/http";
import { customerIdForPhone } from "../../../../../lib/signin";
import type { PhoneBodyType } from "../../validators";

/**
 * POST /store/phone-auth/registration/code — sends a 6-character code. A number that already has an
 * account gets the same answer, but its SMS says so and explains how to reset the password.
 */
export const POST = handler(async (req: MedusaRequest<PhoneBodyType>, res: MedusaResponse) => {
  const { phone } = req.validatedBody;
  const service = phoneAuthService(req);
  await service.limits.consumeCodeSend("registration", phone, clientIp(req));
  if (await customerIdForPhone(req, phone)) {
    await requestSms(req, phone, renderSms(service.config.sms.registrationExisting), "registration_existing");
  } else {
    const { code } = await service.otp.issue("registration", phone);
    await requestSms(req, phone, renderSms(service.config.sms.registration, code), "registration");
  }
  res.json({ sent: true, expires_in: service.config.codeTtlSeconds, resend_in: service.config.resendSeconds });
});
