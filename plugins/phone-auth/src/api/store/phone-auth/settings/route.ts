import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { Modules } from "@medusajs/framework/utils";
import { customerAnswer, handler, phoneAuthService, requireCustomer, sessionHeaders } from "../../../../lib/http";
import type { SettingsBodyType } from "../validators";

/** POST /store/phone-auth/settings — "Ask for a code on new devices" (off by default). */
export const POST = handler(async (req: MedusaRequest<SettingsBodyType>, res: MedusaResponse) => {
  const { token, device } = sessionHeaders(req);
  const session = await phoneAuthService(req).checkSession(token, device);
  const customerModule = req.scope.resolve(Modules.CUSTOMER);
  const current = await customerModule.retrieveCustomer(session.customer_id, { select: ["id", "metadata"] });
  await customerModule.updateCustomers(session.customer_id, {
    metadata: { ...(current.metadata ?? {}), ask_code_on_new_device: req.validatedBody.ask_code_on_new_device },
  });
  res.json({ customer: customerAnswer(await requireCustomer(req, session.customer_id)) });
});
