import { randomUUID } from "node:crypto";
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import type { OrderReturnsAnswer, ReturnRequestAnswer, ReturnRequestBody } from "@glow/shop-contracts";
import { readOrderReturns } from "../../../../../../returns/read";
import { returnWindowDays } from "../../../../../../returns/settings";
import { requestReturnWorkflow } from "../../../../../../workflows/request-return";

/**
 * GET /store/glow/orders/:id/returns — the signed-in customer's order: what each line may still
 * return and until when, and the state of every return (requested, received, refunded, refused).
 * 404 for an unknown order and for another customer's alike (ADR 230).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  const { view } = await readOrderReturns(req.scope, String(req.params.id), req.auth_context.actor_id, returnWindowDays());
  res.json(view satisfies OrderReturnsAnswer);
}

/**
 * POST /store/glow/orders/:id/returns `{ items: [{ line_id, quantity }], reason, note? }` — asks to
 * return delivered items (src/workflows/request-return.ts). 400 in plain words for an item not
 * delivered, past the window, more than may be returned, or a request already waiting for staff.
 */
export async function POST(req: AuthenticatedMedusaRequest<ReturnRequestBody>, res: MedusaResponse): Promise<void> {
  const orderId = String(req.params.id);
  const customerId = req.auth_context.actor_id;
  const windowDays = returnWindowDays();
  const body = req.validatedBody;
  const { result: returnId } = await requestReturnWorkflow(req.scope).run({
    input: { order_id: orderId, customer_id: customerId, items: body.items, reason: body.reason, note: body.note, window_days: windowDays, lock_owner: `glow-return:${randomUUID()}` },
  });
  const { view } = await readOrderReturns(req.scope, orderId, customerId, windowDays);
  res.status(201).json({ ...view, return_id: returnId } satisfies ReturnRequestAnswer);
}
