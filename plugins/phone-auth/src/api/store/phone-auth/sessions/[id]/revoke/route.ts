import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { phoneSessionOf } from "../../../../../../lib/account";
import { PhoneAuthError } from "../../../../../../lib/errors";
import { handler, phoneAuthService } from "../../../../../../lib/http";

/**
 * POST /store/phone-auth/sessions/:id/revoke — signs one of the customer's devices out. That device's
 * next request gets 401 `autoLogout` (`reason: signed_out_by_customer`). Another customer's session
 * id is the same 404 as an unknown one.
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { customer, session } = phoneSessionOf(req);
  const id = String(req.params.id ?? "");
  const revoked = await phoneAuthService(req).revokeSessionOf(customer.id, id, id === session.id ? "logout" : "signed_out_by_customer");
  if (!revoked) throw new PhoneAuthError(404, "That device is no longer signed in.");
  res.json({ signed_out: true, current: id === session.id });
});
