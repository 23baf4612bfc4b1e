import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { customerAnswer, customerJwt, handler, phoneAuthService, requireCustomer, sessionHeaders } from "../../../../lib/http";
import { authIdentityIdForPhone } from "../../../../lib/signin";

/**
 * GET /store/phone-auth/session — validates the session (x-glow-session + x-glow-device) and answers the
 * customer, a Medusa customer JWT (≤ 5 min) for Medusa's own store routes, and the id of the customer's
 * open storefront cart (`cart_id`, null when none): the storefront's cart calls skip a customer lookup (ADR 074).
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { token, device } = sessionHeaders(req);
  const service = phoneAuthService(req);
  const session = await service.checkSession(token, device);
  const customer = await requireCustomer(req, session.customer_id);
  const jwt = customerJwt(req, customer.id, await authIdentityIdForPhone(req, customer.phone), service.config.jwtTtlSeconds);
  res.json({ customer: customerAnswer(customer), token: jwt, cart_id: customer.cart_id });
});
