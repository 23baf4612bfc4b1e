import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework";
import { refundOfPayment } from "../lib/order-of";
import { sendOrderSms, storefrontUrlOf } from "../lib/order-sms";

/** Refunded: money went back to the shopper (refundPaymentWorkflow: Paystack, or cash recorded for pay on delivery). One SMS per refund. */
export default async function orderRefundedSms({ event, container, pluginOptions }: SubscriberArgs<{ id: string }>) {
  const refund = await refundOfPayment(container, event.data.id);
  if (!refund) return;
  await sendOrderSms(container, storefrontUrlOf(pluginOptions), { orderId: refund.orderId, step: "refunded", occurrence: refund.refundId, amount: refund.amount, trigger: event.name });
}

export const config: SubscriberConfig = { event: "payment.refunded", context: { subscriberId: "glow-order-refunded-sms" } };
