import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework";
import { sendOrderSms, storefrontUrlOf } from "../lib/order-sms";

/**
 * Packed: staff created a fulfilment. The dashboard's "Send notification" switch arrives as
 * `no_notification` in the event (createOrderFulfillmentWorkflow): off means no SMS.
 */
export default async function orderPackedSms({ event, container, pluginOptions }: SubscriberArgs<{ order_id: string; fulfillment_id: string; no_notification?: boolean }>) {
  if (event.data.no_notification) return;
  await sendOrderSms(container, storefrontUrlOf(pluginOptions), { orderId: event.data.order_id, step: "packed", occurrence: event.data.fulfillment_id, trigger: event.name });
}

export const config: SubscriberConfig = { event: "order.fulfillment_created", context: { subscriberId: "glow-order-packed-sms" } };
