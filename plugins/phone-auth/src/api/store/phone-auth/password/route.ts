import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { assertCurrentPassword, phoneSessionOf } from "../../../../lib/account";
import { PhoneAuthError } from "../../../../lib/errors";
import { handler, phoneAuthService } from "../../../../lib/http";
import { setPhonePassword } from "../../../../lib/signin";
import type { PasswordChangeBodyType } from "../validators";

/**
 * POST /store/phone-auth/password — a new password, given the current one (signed in). Every other
 * session is signed out (`reason: password_changed`); this device stays signed in.
 */
export const POST = handler(async (req: MedusaRequest<PasswordChangeBodyType>, res: MedusaResponse) => {
  const { customer, session } = phoneSessionOf(req);
  const { current_password, new_password } = req.validatedBody;
  await assertCurrentPassword(req, customer.phone, current_password);
  if (current_password === new_password) throw new PhoneAuthError(400, "Your new password must be different from the current one.");
  const updated = await setPhonePassword(req, customer.phone!, new_password);
  if (!updated.success) throw new PhoneAuthError(400, updated.error ?? "Your password could not be changed. Please try again.");
  const service = phoneAuthService(req);
  const signedOut = await service.revokeOtherSessions(customer.id, session.id, "password_changed");
  await service.revokeDevices(customer.id);
  res.json({ changed: true, signed_out_devices: signedOut.length });
});
