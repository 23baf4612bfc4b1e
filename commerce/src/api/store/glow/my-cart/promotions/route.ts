import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { promoRefusalMessage, type ApplyPromoCodeAnswer, type ApplyPromoCodeRequest, type PromoRefusal } from "@glow/shop-contracts";
import { applyPromoCode, openCartOf } from "../../../../../promotions/apply-promo-code";
import { PromoCodeLimitError, promoCodeLimits, shopperIp } from "../../../../../promotions/limits";

/** An unknown code is "not found"; a real code that cannot be used is a 400 (ADR 201). */
const STATUS_BY_REFUSAL: Record<PromoRefusal, number> = { unknown: 404, expired: 400, used_up: 400, not_applicable: 400 };

/**
 * POST /store/glow/my-cart/promotions `{ code }` — applies a promo code to the signed-in customer's
 * open cart (ADR 201) and answers `{ code }` (as Medusa stores it). Refusals are `{ message, reason }`
 * with one of four plain messages; more failed codes than the customer's or the network's allowance
 * answer 429 `{ message, retryAfter }` (plus `Retry-After`) before any code is looked up.
 */
export async function POST(req: AuthenticatedMedusaRequest<ApplyPromoCodeRequest>, res: MedusaResponse): Promise<void> {
  const customerId = req.auth_context.actor_id;
  const { code } = req.validatedBody;
  const cartId = await openCartOf(req.scope, customerId);
  if (!cartId) {
    res.status(404).json({ message: "Your cart is empty. Add products before entering a promo code." });
    return;
  }
  const limits = promoCodeLimits();
  const ip = shopperIp(req);
  try {
    await limits.begin(customerId, ip);
  } catch (error) {
    if (!(error instanceof PromoCodeLimitError)) throw error;
    res.setHeader("Retry-After", String(error.retryAfter));
    res.status(429).json({ message: error.message, retryAfter: error.retryAfter });
    return;
  }
  let outcome;
  try {
    outcome = await applyPromoCode(req.scope, cartId, code);
  } catch (error) {
    // Not the code's fault (a busy cart lock, the database): the attempt is given back.
    await limits.succeeded(customerId, ip);
    throw error;
  }
  if (!outcome.applied) {
    res.status(STATUS_BY_REFUSAL[outcome.reason]).json({ message: promoRefusalMessage(outcome.reason, code), reason: outcome.reason });
    return;
  }
  await limits.succeeded(customerId, ip);
  res.json({ code: outcome.code } satisfies ApplyPromoCodeAnswer);
}
