import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { phoneAuthService } from "../../../../../../../lib/http";

/** POST /admin/phone-auth/customers/:id/sessions/revoke — signs the customer out on every device. */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const revoked = await phoneAuthService(req).revokeAllForCustomer(req.params.id!, "revoked_by_staff");
  res.json({ revoked });
}
