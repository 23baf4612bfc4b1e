import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { codeLooksValid } from "../../../../../lib/codes";
import { MESSAGES, PhoneAuthError } from "../../../../../lib/errors";
import { clientIp, handler, phoneAuthService } from "../../../../../lib/http";
import type { RegistrationVerifyBodyType } from "../../validators";

/** POST /store/phone-auth/registration/verify — a right code becomes a short-lived, single-use verification token. */
export const POST = handler(async (req: MedusaRequest<RegistrationVerifyBodyType>, res: MedusaResponse) => {
  const { phone, code } = req.validatedBody;
  if (!codeLooksValid("registration", code)) throw new PhoneAuthError(400, "Please enter the complete 6-character verification code.");
  const service = phoneAuthService(req);
  const ip = clientIp(req);
  // Checks per phone and per network are reserved before the code is compared (ADR 085).
  await service.limits.beginCodeCheck(phone, ip);
  const result = await service.otp.verify("registration", phone, code);
  if (!result.ok) throw new PhoneAuthError(401, result.reason === "dead" ? MESSAGES.codeDead : MESSAGES.badCode, {}, "bad_code");
  await service.limits.codeCheckSucceeded(ip);
  res.json({ verification_token: await service.otp.issueProof("registration_proof", phone) });
});
