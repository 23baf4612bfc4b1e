import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { Modules } from "@medusajs/framework/utils";
import { assertCurrentPassword } from "../../../../lib/account";
import { MESSAGES, PhoneAuthError } from "../../../../lib/errors";
import { customerAnswer, handler, phoneAuthService, requireCustomer, sessionHeaders } from "../../../../lib/http";
import type { SettingsBodyType } from "../validators";

/**
 * POST /store/phone-auth/settings — "Ask for a code on new devices" (off by default). Turning it OFF
 * weakens the account, so it needs `current_password` (ADR 086); turning it on does not.
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
  const customerModule = req.scope.resolve(Modules.CUSTOMER);
  const current = await customerModule.retrieveCustomer(session.customer_id, { select: ["id", "metadata"] });
  await customerModule.updateCustomers(session.customer_id, {
    metadata: { ...(current.metadata ?? {}), ask_code_on_new_device },
  });
  res.json({ customer: customerAnswer(await requireCustomer(req, session.customer_id)) });
});
