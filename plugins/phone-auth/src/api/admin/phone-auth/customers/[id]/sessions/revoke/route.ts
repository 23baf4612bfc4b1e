import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { phoneAuthService } from "../../../../../../../lib/http";

/** POST /admin/phone-auth/customers/:id/sessions/revoke — signs the customer out on every device and forgets its trusted devices. */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const service = phoneAuthService(req);
  const revoked = await service.revokeAllForCustomer(req.params.id!, "revoked_by_staff");
  await service.revokeDevices(req.params.id!);
  res.json({ revoked });
}
