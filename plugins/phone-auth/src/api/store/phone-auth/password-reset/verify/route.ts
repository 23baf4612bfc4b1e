import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { codeLooksValid } from "../../../../../lib/codes";
import { MESSAGES, PhoneAuthError } from "../../../../../lib/errors";
import { clientIp, handler, phoneAuthService } from "../../../../../lib/http";
import type { ResetVerifyBodyType } from "../../validators";

/** POST /store/phone-auth/password-reset/verify — a right code becomes a short-lived, single-use reset token. */
export const POST = handler(async (req: MedusaRequest<ResetVerifyBodyType>, res: MedusaResponse) => {
  const { phone, code } = req.validatedBody;
  if (!codeLooksValid("password_reset", code)) throw new PhoneAuthError(400, "Please enter the complete 6-digit verification code.");
  const service = phoneAuthService(req);
  const ip = clientIp(req);
  // Checks per phone and per network are reserved before the code is compared (ADR 085).
  await service.limits.beginCodeCheck(phone, ip);
  const result = await service.otp.verify("password_reset", phone, code);
  if (!result.ok) throw new PhoneAuthError(401, result.reason === "dead" ? MESSAGES.codeDead : MESSAGES.badCode, {}, "bad_code");
  await service.limits.codeCheckSucceeded(ip);
  res.json({ reset_token: await service.otp.issueProof("reset_proof", phone) });
});
