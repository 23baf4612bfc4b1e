import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { customerAnswer, customerJwt, handler, phoneAuthService, requireCustomer, sessionHeaders } from "../../../../lib/http";
import { authIdentityIdForPhone } from "../../../../lib/signin";

/**
 * GET /store/phone-auth/session — validates the session (x-glow-session + x-glow-device) and answers the
 * customer and a Medusa customer JWT (≤ 5 min) for Medusa's own store routes.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { token, device } = sessionHeaders(req);
  const service = phoneAuthService(req);
  const session = await service.checkSession(token, device);
  const customer = await requireCustomer(req, session.customer_id);
  const jwt = customerJwt(req, customer.id, await authIdentityIdForPhone(req, customer.phone), service.config.jwtTtlSeconds);
  res.json({ customer: customerAnswer(customer), token: jwt });
});
