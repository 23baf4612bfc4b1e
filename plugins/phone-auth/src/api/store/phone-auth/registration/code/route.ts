import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { renderSms } from "../../../../../lib/config";
import { afterAnswer, clientIp, codeSpacingSeconds, handler, phoneAuthService, requestSms } from "../../../../../lib/http";
import { tooMany } from "../../../../../lib/limits";
import { customerIdForPhone } from "../../../../../lib/signin";
import type { PhoneBodyType } from "../../validators";

/**
 * POST /store/phone-auth/registration/code — sends a 6-character code. A number that already has an
 * account gets the same answer, but its SMS says so and explains how to reset the password.
 * One code per number at a time, decided in Postgres (issue 34: 30 parallel requests got two "sent"
 * answers); the code is issued for every number, and whether the number has an account is looked up
 * only after the answer, so neither the answer nor its timing tells.
 */
export const POST = handler(async (req: MedusaRequest<PhoneBodyType>, res: MedusaResponse) => {
  const { phone } = req.validatedBody;
  const service = phoneAuthService(req);
  await service.limits.consumeCodeSend("registration", phone, clientIp(req));
  const spacing = codeSpacingSeconds(service.config);
  const issued = await service.otp.issueUnlessRecent("registration", phone, spacing);
  if (!issued) throw tooMany(`Please wait ${Math.ceil(spacing)} seconds before asking for another code.`, spacing, "too_many_codes");
  res.json({ sent: true, expires_in: service.config.codeTtlSeconds, resend_in: service.config.resendSeconds });
  afterAnswer(req, "registration code", async () => {
    if (await customerIdForPhone(req, phone)) await requestSms(req, phone, renderSms(service.config.sms.registrationExisting), "registration_existing");
    else await requestSms(req, phone, renderSms(service.config.sms.registration, issued.code), "registration");
  });
});
