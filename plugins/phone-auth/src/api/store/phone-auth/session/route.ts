import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { openMyCart } from "@glow/medusa-http";
import { CART_LINE_FIELDS, type QuickAddCartJson } from "@glow/shop-contracts";
import { customerAnswer, customerJwt, handler, phoneAuthService, requireCustomer, sessionHeaders } from "../../../../lib/http";

/**
 * The customer JWT this check hands out lives as long as the check is trusted: the storefront asks
 * on every signed-in request (ADR 140) and uses the token only for that request's Medusa calls, so
 * a minute is plenty, and a token copied from a request is useless soon after a sign-out.
 */
const SESSION_JWT_TTL_SECONDS = 60;

/**
 * GET /store/phone-auth/session — validates the session (x-glow-session + x-glow-device) and answers
 * the customer, a Medusa customer JWT for Medusa's own store routes, the id of the customer's open
 * cart (`cart_id`, null when none) and that cart's lines (`cart`, null when none), so a signed-in
 * page render costs the storefront this one call (ADR 140). Reads: the session by its token hash,
 * the customer with groups, the phone identity, the cart; "last seen" is written at most once a minute.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { token, device } = sessionHeaders(req);
  const service = phoneAuthService(req);
  const session = await service.checkSession(token, device);
  const customer = await requireCustomer(req, session.customer_id);
  // Only the customer's own open cart (@glow/medusa-http's my-cart.ts, the one reader of its id).
  const cart = customer.cart_id ? ((await openMyCart(req.scope, customer.id, customer.cart_id, CART_LINE_FIELDS)) as QuickAddCartJson | null) : null;
  const jwt = customerJwt(req, customer.id, customer.auth_identity_id, Math.min(service.config.jwtTtlSeconds, SESSION_JWT_TTL_SECONDS));
  res.json({ customer: customerAnswer(customer), token: jwt, cart_id: cart ? cart.id : null, cart });
});
