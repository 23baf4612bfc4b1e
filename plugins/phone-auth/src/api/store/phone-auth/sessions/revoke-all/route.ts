import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { phoneSessionOf } from "../../../../../lib/account";
import { handler, phoneAuthService } from "../../../../../lib/http";

/** POST /store/phone-auth/sessions/revoke-all — "Sign out all devices", this one included. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { customer, session } = phoneSessionOf(req);
  const service = phoneAuthService(req);
  const others = await service.revokeOtherSessions(customer.id, session.id, "signed_out_by_customer");
  await service.revokeSessionOf(customer.id, session.id, "logout");
  res.json({ signed_out: others.length + 1 });
});
