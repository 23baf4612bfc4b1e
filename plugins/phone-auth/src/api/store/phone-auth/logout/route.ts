import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { handler, phoneAuthService, sessionHeaders } from "../../../../lib/http";

/** POST /store/phone-auth/logout — revokes this session. Signing out twice is not an error. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  await phoneAuthService(req).endSession(sessionHeaders(req).token);
  res.json({ signed_out: true });
});
