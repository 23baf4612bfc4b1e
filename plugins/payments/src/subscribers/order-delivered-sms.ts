import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework";
import { orderOfFulfillment } from "../lib/order-of";
import { sendOrderSms, storefrontUrlOf } from "../lib/order-sms";

/** Delivered: staff marked a fulfilment delivered (markOrderFulfillmentAsDeliveredWorkflow); `no_notification` turns the SMS off. */
export default async function orderDeliveredSms({ event, container, pluginOptions }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  if (event.data.no_notification) return;
  const orderId = await orderOfFulfillment(container, event.data.id);
  if (!orderId) return;
  await sendOrderSms(container, storefrontUrlOf(pluginOptions), { orderId, step: "delivered", occurrence: event.data.id, trigger: event.name });
}

export const config: SubscriberConfig = { event: "delivery.created", context: { subscriberId: "glow-order-delivered-sms" } };
