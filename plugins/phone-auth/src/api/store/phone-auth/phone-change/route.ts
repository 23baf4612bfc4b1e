import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { assertCurrentPassword, phoneChangeKey, phoneSessionOf } from "../../../../lib/account";
import { codeLooksValid } from "../../../../lib/codes";
import { renderSms } from "../../../../lib/config";
import { MESSAGES, PhoneAuthError } from "../../../../lib/errors";
import { clientIp, customerAnswer, handler, phoneAuthService, requestSms, requireCustomer } from "../../../../lib/http";
import { changePhoneWorkflow } from "../../../../workflows/change-phone";
import type { PhoneChangeBodyType } from "../validators";

/**
 * POST /store/phone-auth/phone-change — the current password (ADR 086) and the code from the new
 * number's SMS make it the account's phone: on the customer and on the `phone` auth identity (sign-in
 * uses it from now on). A number another account has is refused with 409. Afterwards the OLD number
 * gets an SMS notice, every other session is signed out and every known device is revoked, so a
 * stolen session cannot quietly take the account's recovery path.
 */
export const POST = handler(async (req: MedusaRequest<PhoneChangeBodyType>, res: MedusaResponse) => {
  const { customer, session } = phoneSessionOf(req);
  const { phone, code, current_password } = req.validatedBody;
  if (!codeLooksValid("phone_change", code)) throw new PhoneAuthError(400, "Please enter the complete 6-digit verification code.");
  if (phone === customer.phone) throw new PhoneAuthError(400, MESSAGES.samePhone);
  await assertCurrentPassword(req, customer.phone, current_password);
  const service = phoneAuthService(req);
  const ip = clientIp(req);
  const key = phoneChangeKey(phone, customer.id);
  await service.limits.beginCodeCheck(key, ip);
  const result = await service.otp.verify("phone_change", key, code);
  if (!result.ok) throw new PhoneAuthError(401, result.reason === "dead" ? MESSAGES.codeDead : MESSAGES.badCode, {}, "bad_code");
  await service.limits.codeCheckSucceeded(ip);
  const oldPhone = customer.phone ?? "";
  const { errors } = await changePhoneWorkflow(req.scope).run({
    input: { customer_id: customer.id, old_phone: oldPhone, new_phone: phone },
    throwOnError: false,
  });
  if (errors.length) throw errors[0]!.error;
  await service.revokeOtherSessions(customer.id, session.id, "signed_out_by_customer");
  await service.revokeDevices(customer.id);
  if (oldPhone) await requestSms(req, oldPhone, renderSms(service.config.sms.phoneChangedNotice), "phone_changed_notice");
  res.json({ customer: customerAnswer(await requireCustomer(req, customer.id)) });
});
