import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { deviceView, phoneSessionOf } from "../../../../lib/account";
import { handler, phoneAuthService } from "../../../../lib/http";

/** GET /store/phone-auth/sessions — the signed-in devices (this one marked `current`), most recently seen first. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { customer, session } = phoneSessionOf(req);
  const active = await phoneAuthService(req).activeSessions(customer.id);
  res.json({ sessions: active.map((s) => deviceView(s, session.id)) });
});
