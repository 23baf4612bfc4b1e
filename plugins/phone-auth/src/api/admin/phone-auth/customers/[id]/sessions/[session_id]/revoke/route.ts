import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { phoneAuthService } from "../../../../../../../../lib/http";

/**
 * POST /admin/phone-auth/customers/:id/sessions/:session_id/revoke — signs the customer out on one
 * device (staff only: Medusa protects /admin). Its next request gets the forced sign-out notice
 * ("You were signed out by the shop"); the customer's other devices stay signed in. 404 when the
 * session is not this customer's or has already ended.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const revoked = await phoneAuthService(req).revokeSessionOf(req.params.id!, req.params.session_id!, "revoked_by_staff");
  if (!revoked) {
    res.status(404).json({ message: "This device is not signed in to this customer's account." });
    return;
  }
  res.json({ revoked: 1 });
}
