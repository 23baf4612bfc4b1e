import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework";
import { sendOrderSms, storefrontUrlOf } from "../lib/order-sms";

/** Placed: the order confirmation SMS (once per order; ADR 205). A failed SMS never undoes the order. */
export default async function orderPlacedSms({ event, container, pluginOptions }: SubscriberArgs<{ id: string }>) {
  await sendOrderSms(container, storefrontUrlOf(pluginOptions), { orderId: event.data.id, step: "placed", trigger: event.name });
}

export const config: SubscriberConfig = { event: "order.placed", context: { subscriberId: "glow-order-placed-sms" } };
