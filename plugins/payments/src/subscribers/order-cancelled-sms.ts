import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework";
import { sendOrderSms, storefrontUrlOf } from "../lib/order-sms";

/** Cancelled: the order was cancelled (by staff, or by checkout when its stock was gone). */
export default async function orderCancelledSms({ event, container, pluginOptions }: SubscriberArgs<{ id: string }>) {
  await sendOrderSms(container, storefrontUrlOf(pluginOptions), { orderId: event.data.id, step: "cancelled", trigger: event.name });
}

export const config: SubscriberConfig = { event: "order.canceled", context: { subscriberId: "glow-order-cancelled-sms" } };
