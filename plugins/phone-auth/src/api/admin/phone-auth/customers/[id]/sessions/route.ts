import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { phoneAuthService } from "../../../../../../lib/http";

/** GET /admin/phone-auth/customers/:id/sessions — the customer's signed-in devices (staff only: Medusa protects /admin). */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const service = phoneAuthService(req);
  const customerId = req.params.id!;
  const sessions = await service.listPhoneAuthSessions({ customer_id: customerId }, { order: { last_seen_at: "DESC" }, take: 50 });
  // Trusted devices: server-issued tokens that passed a code with "remember this device" (ADR 086), still live.
  const trusted = await service.listPhoneAuthTrustedDevices(
    { customer_id: customerId, sms_verified: true, revoked_at: null, trusted_until: { $gt: new Date() } },
    { order: { trusted_until: "DESC" }, take: 50 },
  );
  const now = Date.now();
  res.json({
    sessions: sessions.map((s: any) => ({
      id: s.id,
      device_fingerprint: s.device_fingerprint,
      user_agent: s.user_agent,
      ip: s.ip,
      remember: s.remember,
      created_at: s.created_at,
      last_seen_at: s.last_seen_at,
      expires_at: s.expires_at,
      revoked_at: s.revoked_at,
      revoke_reason: s.revoke_reason,
      active: !s.revoked_at && new Date(s.expires_at).getTime() > now,
    })),
    trusted_devices: trusted.map((t: any) => ({ id: t.id, device_fingerprint: t.device_fingerprint, trusted_until: t.trusted_until })),
  });
}
