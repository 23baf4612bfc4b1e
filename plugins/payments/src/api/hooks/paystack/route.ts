import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { CheckoutError, completeCheckout } from "../../../lib/complete-checkout";
import { isValidPaystackSignature } from "../../../lib/paystack-helpers";
import { parsePaymentsEnv } from "../../../lib/env";
import { PaystackWebhookEvent } from "../validators";

/**
 * POST /hooks/paystack — Paystack's webhook (set this URL in the Paystack dashboard).
 * - 401 unless `x-paystack-signature` is the HMAC-SHA512 of the raw body with the secret key;
 * - `charge.success` completes the shopper's cart into an order (the provider verifies the
 *   transaction and its amount with Paystack first), whether or not the shopper's browser came
 *   back through the redirect; a repeated event or a cart already completed answers 200 with
 *   the same order — Paystack retries until it gets a 200, so only our own faults answer 5xx;
 * - other events are acknowledged and ignored.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  // Read per request, as before: a wrong value already stopped Medusa at start-up (ADR 170).
  const secretKey = parsePaymentsEnv().PAYSTACK_SECRET_KEY;
  if (!secretKey) {
    res.status(404).json({ message: "Paystack is not configured in this shop." });
    return;
  }
  if (!isValidPaystackSignature(req.rawBody, req.headers["x-paystack-signature"], secretKey)) {
    res.status(401).json({ message: "Invalid Paystack signature." });
    return;
  }
  const parsed = PaystackWebhookEvent.safeParse(req.body);
  if (!parsed.success || parsed.data.event !== "charge.success") {
    res.json({ received: true, handled: false });
    return;
  }
  const sessionId = parsed.data.data.metadata?.session_id;
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER);
  if (!sessionId) {
    logger.warn(`paystack webhook: ${parsed.data.data.reference} carries no Glow payment session; ignored`);
    res.json({ received: true, handled: false });
    return;
  }
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({
    entity: "payment_session",
    fields: ["id", "provider_id", "data", "payment_collection.cart.id"],
    filters: { id: sessionId },
  });
  const session = data[0] as { provider_id: string; data?: { reference?: string }; payment_collection?: { cart?: { id: string } | null } } | undefined;
  const cartId = session?.payment_collection?.cart?.id;
  if (!session || !cartId || session.data?.reference !== parsed.data.data.reference) {
    logger.warn(`paystack webhook: ${parsed.data.data.reference} matches no open Glow checkout; ignored`);
    res.json({ received: true, handled: false });
    return;
  }
  try {
    const result = await completeCheckout(req.scope, cartId);
    res.json({ received: true, handled: true, order_id: result.order.id, already_completed: result.already_completed });
  } catch (error) {
    if (error instanceof CheckoutError) {
      // Paid but not placeable (e.g. sold out meanwhile): the workflow's compensation refunds the capture.
      logger.error(`paystack webhook: cart ${cartId} not completed: ${error.message}`);
      res.json({ received: true, handled: false, message: error.message });
      return;
    }
    throw error;
  }
}
