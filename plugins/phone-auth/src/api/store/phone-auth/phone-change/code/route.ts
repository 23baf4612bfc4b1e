import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { phoneChangeKey, phoneSessionOf } from "../../../../../lib/account";
import { renderSms } from "../../../../../lib/config";
import { MESSAGES, PhoneAuthError } from "../../../../../lib/errors";
import { clientIp, handler, phoneAuthService, requestSms } from "../../../../../lib/http";
import type { PhoneBodyType } from "../../validators";

/**
 * POST /store/phone-auth/phone-change/code — texts a 6-digit code to the NEW number (signed in).
 * The answer is the same whether or not the number already has an account: only whoever holds
 * that phone can learn it, at the next step. Same per-number and per-IP limits as every code.
 */
export const POST = handler(async (req: MedusaRequest<PhoneBodyType>, res: MedusaResponse) => {
  const { customer } = phoneSessionOf(req);
  const { phone } = req.validatedBody;
  if (phone === customer.phone) throw new PhoneAuthError(400, MESSAGES.samePhone);
  const service = phoneAuthService(req);
  await service.limits.consumeCodeSend("phone_change", phone, clientIp(req));
  const { code } = await service.otp.issue("phone_change", phoneChangeKey(phone, customer.id));
  await requestSms(req, phone, renderSms(service.config.sms.phoneChange, code), "phone_change");
  res.json({ sent: true, expires_in: service.config.codeTtlSeconds, resend_in: service.config.resendSeconds });
});
