import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http";
import { MY_CART_PROMOTIONS_PATH } from "@glow/shop-contracts";

/**
 * Codes go onto a cart only through POST /store/glow/my-cart/promotions, which counts failed codes
 * (ADR 201). Medusa's own routes would apply them uncounted — and tell a guesser which codes exist —
 * so wherever /store is reachable they refuse to: adding codes on /store/carts/:id/promotions, and
 * `promo_codes` in a cart's create or update body. Removing a code (DELETE) stays Medusa's.
 * 404 like a route that is not there, whoever asks (the cart guard answers strangers the same).
 */
const MESSAGE = `Promo codes are applied through ${MY_CART_PROMOTIONS_PATH}.`;

function refuse(res: MedusaResponse) {
  res.status(404).json({ message: MESSAGE });
}

const refuseAlways = (_req: MedusaRequest, res: MedusaResponse) => refuse(res);

function refusePromoCodesInBody(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.body as { promo_codes?: unknown } | undefined;
  if (body && typeof body === "object" && "promo_codes" in body) return refuse(res);
  return next();
}

export const promoCodeGuardMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts/:id/promotions", method: ["POST"], middlewares: [refuseAlways] },
  { matcher: "/store/carts", method: ["POST"], middlewares: [refusePromoCodesInBody] },
  { matcher: "/store/carts/:id", method: ["POST"], middlewares: [refusePromoCodesInBody] },
];
