import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework";
import { orderOfFulfillment } from "../lib/order-of";
import { sendOrderSms, storefrontUrlOf } from "../lib/order-sms";

/** On its way: staff marked a fulfilment shipped (createOrderShipmentWorkflow); `no_notification` is the dashboard's switch. */
export default async function orderShippedSms({ event, container, pluginOptions }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  if (event.data.no_notification) return;
  const orderId = await orderOfFulfillment(container, event.data.id);
  if (!orderId) return;
  await sendOrderSms(container, storefrontUrlOf(pluginOptions), { orderId, step: "shipped", occurrence: event.data.id, trigger: event.name });
}

export const config: SubscriberConfig = { event: "shipment.created", context: { subscriberId: "glow-order-shipped-sms" } };
