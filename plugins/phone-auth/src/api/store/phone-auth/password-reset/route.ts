import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { MESSAGES, PhoneAuthError } from "../../../../lib/errors";
import { handler, phoneAuthService } from "../../../../lib/http";
import { customerIdForPhone, setPhonePassword } from "../../../../lib/signin";
import type { ResetBodyType } from "../validators";

/** POST /store/phone-auth/password-reset — sets the new password and signs the customer out everywhere, at once. */
export const POST = handler(async (req: MedusaRequest<ResetBodyType>, res: MedusaResponse) => {
  const { phone, new_password, reset_token } = req.validatedBody;
  const service = phoneAuthService(req);
  const proof = await service.otp.peekProof("reset_proof", phone, reset_token);
  const customerId = proof ? await customerIdForPhone(req, phone) : null;
  if (!proof || !customerId) throw new PhoneAuthError(401, MESSAGES.badResetToken);
  // Single use even under concurrency: only one request can consume the reset token.
  if (!(await service.consumeCodeOnce(proof.id, new Date()))) throw new PhoneAuthError(401, MESSAGES.badResetToken);
  const updated = await setPhonePassword(req, phone, new_password);
  if (!updated.success) throw new PhoneAuthError(400, updated.error ?? "Your password could not be changed. Please ask for a new code.");
  await service.revokeAllForCustomer(customerId, "password_reset");
  await service.revokeDevices(customerId);
  await service.limits.clearLoginFailures(phone);
  // The customer's id lets the storefront drop its cached session checks at once (ADR 088): the
  // reset has no session of its own to name the customer by.
  res.json({ reset: true, customer: { id: customerId } });
});
