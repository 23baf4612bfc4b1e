import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { codeLooksValid } from "../../../../../lib/codes";
import { MESSAGES, PhoneAuthError } from "../../../../../lib/errors";
import { handler, phoneAuthService } from "../../../../../lib/http";
import { customerIdForPhone, signIn } from "../../../../../lib/signin";
import type { LoginVerifyBodyType } from "../../validators";

/** POST /store/phone-auth/login/verify — the device-login code signs in; `remember_device` trusts the device for 30 days. */
export const POST = handler(async (req: MedusaRequest<LoginVerifyBodyType>, res: MedusaResponse) => {
  const { phone, code, device_fingerprint, remember_device } = req.validatedBody;
  if (!codeLooksValid("device_login", code)) throw new PhoneAuthError(400, "Please enter the complete 6-digit verification code.");
  const service = phoneAuthService(req);
  const result = await service.otp.verify("device_login", phone, code);
  if (!result.ok) throw new PhoneAuthError(401, result.reason === "dead" ? MESSAGES.codeDead : MESSAGES.badCode);
  const customerId = await customerIdForPhone(req, phone);
  if (!customerId) throw new PhoneAuthError(401, MESSAGES.badCode);
  if (remember_device) await service.trustDevice(customerId, device_fingerprint);
  res.json(await signIn(req, customerId, device_fingerprint, remember_device));
});
