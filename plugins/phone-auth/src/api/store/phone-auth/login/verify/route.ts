import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { codeLooksValid } from "../../../../../lib/codes";
import { MESSAGES, PhoneAuthError } from "../../../../../lib/errors";
import { clientIp, handler, phoneAuthService } from "../../../../../lib/http";
import { customerIdForPhone, signIn } from "../../../../../lib/signin";
import type { LoginVerifyBodyType } from "../../validators";

/**
 * POST /store/phone-auth/login/verify — the device-login code signs in, together with the
 * `pending_token` of the password step that sent it (phone + code alone are not enough, ADR 086);
 * `remember_device` makes this browser's device token trusted for 30 days.
 */
export const POST = handler(async (req: MedusaRequest<LoginVerifyBodyType>, res: MedusaResponse) => {
  const { phone, code, device_fingerprint, remember_device, pending_token } = req.validatedBody;
  if (!codeLooksValid("device_login", code)) throw new PhoneAuthError(400, "Please enter the complete 6-digit verification code.");
  const service = phoneAuthService(req);
  const ip = clientIp(req);
  await service.limits.beginCodeCheck(phone, ip);
  const pending = await service.otp.peekProof("login_pending", phone, pending_token);
  if (!pending) throw new PhoneAuthError(401, MESSAGES.signInAgain, {}, "no_pending_sign_in");
  const result = await service.otp.verify("device_login", phone, code);
  if (!result.ok) throw new PhoneAuthError(401, result.reason === "dead" ? MESSAGES.codeDead : MESSAGES.badCode, {}, "bad_code");
  if (!(await service.consumeCodeOnce(pending.id, new Date()))) throw new PhoneAuthError(401, MESSAGES.signInAgain, {}, "no_pending_sign_in");
  await service.limits.codeCheckSucceeded(ip);
  const customerId = await customerIdForPhone(req, phone);
  if (!customerId) throw new PhoneAuthError(401, MESSAGES.badCode, {}, "bad_code");
  res.json(await signIn(req, customerId, device_fingerprint, remember_device, { smsVerified: remember_device }));
});
