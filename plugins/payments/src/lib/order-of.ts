import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";

/**
 * The order a fulfilment or a payment belongs to, through Medusa's own links (order ↔ fulfillment,
 * order ↔ payment collection) read with Query. Errors are logged and answer null: an SMS never
 * fails the step that triggered it.
 */
async function read<T>(container: MedusaContainer, what: string, run: () => Promise<T | null>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`order SMS: could not read ${what}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

export function orderOfFulfillment(container: MedusaContainer, fulfillmentId: string): Promise<string | null> {
  return read(container, `fulfillment ${fulfillmentId}`, async () => {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "fulfillment", fields: ["id", "order.id"], filters: { id: fulfillmentId } });
    return ((data[0] as any)?.order?.id as string | undefined) ?? null;
  });
}

/** The newest refund of a payment (the one `payment.refunded` was emitted for) and its order. */
export function refundOfPayment(container: MedusaContainer, paymentId: string): Promise<{ orderId: string; refundId: string; amount: number } | null> {
  return read(container, `payment ${paymentId}`, async () => {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "payment",
      fields: ["id", "refunds.id", "refunds.amount", "refunds.created_at", "payment_collection.order.id"],
      filters: { id: paymentId },
    });
    const payment = data[0] as any;
    const orderId = payment?.payment_collection?.order?.id as string | undefined;
    const refund = ((payment?.refunds ?? []) as any[]).filter(Boolean).sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime()).at(-1);
    if (!orderId || !refund) return null;
    return { orderId, refundId: refund.id as string, amount: Number(refund.amount) };
  });
}
