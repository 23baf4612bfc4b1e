import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { assertCurrentPassword } from "../../../../lib/account";
import { MESSAGES, PhoneAuthError } from "../../../../lib/errors";
import { customerAnswer, handler, phoneAuthService, requireCustomer, sessionHeaders } from "../../../../lib/http";
import { writeSecuritySettings } from "../../../../lib/security-settings";
import type { SettingsBodyType } from "../validators";

/**
 * POST /store/phone-auth/settings — "Ask for a code on new devices" (off by default). Turning it OFF
 * weakens the account, so it needs `current_password` (ADR 086); turning it on does not. This is the
 * only way to change it: it is kept with the sign-in, out of reach of a customer token (issue 20).
 */
export const POST = handler(async (req: MedusaRequest<SettingsBodyType>, res: MedusaResponse) => {
  const { token, device } = sessionHeaders(req);
  const session = await phoneAuthService(req).checkSession(token, device);
  const { ask_code_on_new_device, current_password } = req.validatedBody;
  const before = await requireCustomer(req, session.customer_id);
  if (before.ask_code_on_new_device && !ask_code_on_new_device) {
    if (!current_password) throw new PhoneAuthError(400, MESSAGES.needPassword, {}, "password_required");
    await assertCurrentPassword(req, before.phone, current_password);
  }
  if (!before.phone) throw new PhoneAuthError(401, MESSAGES.notSignedIn);
  // Beside the password, where Medusa's /store/customers/me cannot write (lib/security-settings.ts).
  await writeSecuritySettings(req.scope, before.phone, { ask_code_on_new_device });
  res.json({ customer: customerAnswer(await requireCustomer(req, session.customer_id)) });
});
