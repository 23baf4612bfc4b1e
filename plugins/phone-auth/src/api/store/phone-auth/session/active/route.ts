import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import type { SessionActiveJson } from "@glow/shop-contracts";
import { handler, phoneAuthService, sessionHeaders } from "../../../../../lib/http";

/**
 * GET /store/phone-auth/session/active — is this session (x-glow-session + x-glow-device) still
 * signed in? One indexed read of the session by its token hash, nothing else (ADR 207): the
 * storefront asks it on a render whose signed assertion of the customer and cart count is older than
 * 5 s but younger than a minute, so a sign-out, a password change or a staff revocation is refused
 * on the very next render of every process, at a fraction of the full check's cost. Refusals carry
 * the same forced sign-out fields as `GET /store/phone-auth/session`.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { token, device } = sessionHeaders(req);
  const session = await phoneAuthService(req).checkSession(token, device);
  res.json({ active: true, customer_id: session.customer_id } satisfies SessionActiveJson);
});
