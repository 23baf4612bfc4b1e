import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { orderConfirmationSms, smsRecipient } from "../lib/order-sms";

/**
 * The order confirmation SMS, through the Notification module's `sms` channel (the same
 * provider as the sign-in codes: plugins/phone-auth, SMS_GATEWAY). A failed SMS is logged and
 * never undoes the order.
 */
export default async function orderPlacedSms({ event, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  try {
    const query = container.resolve(ContainerRegistrationKeys.QUERY);
    const { data } = await query.graph({
      entity: "order",
      fields: [
        "id",
        "display_id",
        "total",
        "customer.first_name",
        "customer.phone",
        "shipping_address.first_name",
        "shipping_address.phone",
        "shipping_methods.name",
        "payment_collections.payment_sessions.provider_id",
      ],
      filters: { id: event.data.id },
    });
    const order = data[0] as any;
    if (!order) return;
    const to = smsRecipient(order.customer?.phone, order.shipping_address?.phone);
    if (!to) {
      logger.warn(`order ${order.display_id}: no phone number for the confirmation SMS`);
      return;
    }
    const providerId = order.payment_collections?.[0]?.payment_sessions?.[0]?.provider_id ?? null;
    const text = orderConfirmationSms({
      displayId: order.display_id,
      firstName: order.customer?.first_name ?? order.shipping_address?.first_name,
      total: Number(order.total),
      paymentProviderId: providerId,
      deliveryName: order.shipping_methods?.[0]?.name,
    });
    await container.resolve(Modules.NOTIFICATION).createNotifications({
      to,
      channel: "sms",
      template: "order-placed",
      content: { text },
      data: { order_id: order.id, display_id: order.display_id },
      resource_id: order.id,
      resource_type: "order",
      idempotency_key: `order-placed-sms-${order.id}`,
    });
  } catch (error) {
    logger.error(`order confirmation SMS for ${event.data.id} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export const config: SubscriberConfig = { event: "order.placed", context: { subscriberId: "glow-order-placed-sms" } };
