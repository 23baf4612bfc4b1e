import { returnContracts, type OrderReturnsAnswer, type ReturnRequestBody } from "@glow/shop-contracts";
import { callContract } from "~/lib/medusa/contract-client.server";

/**
 * The order's returns from the commerce app (`GET /store/glow/orders/:id/returns`) with the
 * customer's Medusa token: null when Medusa answers 404 (not theirs) or is unreachable, so the order
 * page still shows the order.
 */
export async function getOrderReturns(token: string, orderId: string): Promise<OrderReturnsAnswer | null> {
  try {
    const answer = await callContract(returnContracts.list, { params: { id: orderId } }, { bearer: token });
    return answer.ok ? answer.data : null;
  } catch (error) {
    console.error(`returns of ${orderId}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

export type ReturnRequestResult = { ok: true; returnId: string } | { ok: false; status: number; message: string };

/** Asks to return the items; the commerce app's refusal comes back in its own plain words. */
export async function requestReturn(token: string, orderId: string, body: ReturnRequestBody): Promise<ReturnRequestResult> {
  const answer = await callContract(returnContracts.request, { params: { id: orderId }, body }, { bearer: token });
  if (answer.ok) return { ok: true, returnId: answer.data.return_id };
  return { ok: false, status: answer.status, message: answer.message ?? "We could not send your return request. Please try again." };
}

/** The shop's return window in days, for /returns; the default when the commerce app does not answer. */
export async function getReturnWindowDays(fallback: number): Promise<number> {
  try {
    const answer = await callContract(returnContracts.policy, {});
    return answer.ok ? answer.data.window_days : fallback;
  } catch {
    return fallback;
  }
}
