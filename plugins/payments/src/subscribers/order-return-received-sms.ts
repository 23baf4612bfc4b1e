import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { sendOrderSms, storefrontUrlOf } from "../lib/order-sms";

/**
 * Return received: staff received a return's items. The event carries no switch; the dashboard's
 * "Send notification" of the return is kept on the return itself (`no_notification`).
 */
export default async function orderReturnReceivedSms({ event, container, pluginOptions }: SubscriberArgs<{ order_id: string; return_id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  try {
    const { data } = await query.graph({ entity: "return", fields: ["id", "no_notification"], filters: { id: event.data.return_id } });
    if ((data[0] as any)?.no_notification) return;
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`return ${event.data.return_id}: could not read it for the SMS: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  await sendOrderSms(container, storefrontUrlOf(pluginOptions), { orderId: event.data.order_id, step: "return_received", occurrence: event.data.return_id, trigger: event.name });
}

export const config: SubscriberConfig = { event: "order.return_received", context: { subscriberId: "glow-order-return-received-sms" } };
