import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { sendSmsOnce } from "./send-sms-once";
import { ORDER_SMS_TEXTS, orderPageLink, orderSmsTemplate, type OrderStep, type SmsOrderLine } from "@glow/shop-contracts";

/**
 * The order's SMS, one per step, through Medusa's Notification module (channel `sms`: the Glow SMS
 * provider of plugins/phone-auth, SMS_GATEWAY). ADR 205.
 *
 * - Sent once: the idempotency key is the order, the step and what the step happened to (a
 *   fulfilment, a return, a refund), so a repeated event finds the notification already there and
 *   sends nothing; a failed one is tried again by the module when the event comes again.
 * - Never blocks the step: the subscribers run after the step's workflow committed, and every error
 *   is caught here and logged; the module has recorded the notification as `failure`, which the
 *   order's "SMS to the customer" widget shows staff.
 */
export interface OrderSmsRequest {
  orderId: string;
  step: OrderStep;
  /** The fulfilment, return or refund this SMS is about, when an order can have several. */
  occurrence?: string;
  /** The refunded amount (refunded step). */
  amount?: number;
  /** The event name, recorded as the notification's trigger. */
  trigger: string;
}

export type OrderSmsOutcome = "sent" | "already-sent" | "failed" | "no-order" | "no-phone" | "switched-off";

/** The idempotency key of a step's SMS: `order-sms:<order>:<step>[:<fulfilment|return|refund>]`. */
export const orderSmsKey = (request: Pick<OrderSmsRequest, "orderId" | "step" | "occurrence">) =>
  ["order-sms", request.orderId, request.step, request.occurrence].filter(Boolean).join(":");

/** Where the SMS goes: the customer's own number, else the delivery contact. */
export function smsRecipient(customerPhone?: string | null, deliveryPhone?: string | null): string | null {
  for (const phone of [customerPhone, deliveryPhone]) {
    const trimmed = phone?.replace(/[\s-]/g, "");
    if (trimmed && /^(\+233|0)\d{9}$/.test(trimmed)) return trimmed;
  }
  return null;
}

/** The storefront's origin for the order link: the plugin option medusa-config.ts passes (STOREFRONT_URL). */
export function storefrontUrlOf(pluginOptions: Record<string, unknown> | undefined): string {
  const configured = pluginOptions?.storefront_url;
  return typeof configured === "string" && configured ? configured : (process.env.STOREFRONT_URL ?? "http://localhost:3000");
}

const ORDER_FIELDS = [
  "id",
  "display_id",
  "total",
  "no_notification",
  "customer.first_name",
  "customer.phone",
  "shipping_address.first_name",
  "shipping_address.phone",
  "shipping_methods.name",
  "items.title",
  "items.product_title",
  "items.variant_title",
  "items.quantity",
  "payment_collections.payment_sessions.provider_id",
  "payment_collections.payments.provider_id",
];

export async function sendOrderSms(container: MedusaContainer, storefrontUrl: string, request: OrderSmsRequest): Promise<OrderSmsOutcome> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  try {
    const query = container.resolve(ContainerRegistrationKeys.QUERY);
    const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: request.orderId } });
    const order = data[0] as any;
    if (!order) return "no-order";
    // An order created with notifications off (a draft order, the dashboard's switch) gets none at any step.
    if (order.no_notification) return "switched-off";
    const to = smsRecipient(order.customer?.phone, order.shipping_address?.phone);
    if (!to) {
      logger.warn(`order ${order.display_id}: no phone number for the ${request.step} SMS`);
      return "no-phone";
    }
    const collections = (order.payment_collections ?? []) as any[];
    const providerId =
      collections.flatMap((c) => c?.payments ?? []).find((p: any) => p?.provider_id)?.provider_id ??
      collections.flatMap((c) => c?.payment_sessions ?? []).find((s: any) => s?.provider_id)?.provider_id ??
      null;
    const lines: SmsOrderLine[] = ((order.items ?? []) as any[]).map((item) => ({
      title: item.product_title ?? item.title ?? "item",
      variantTitle: item.variant_title,
      quantity: Number(item.quantity ?? 0),
    }));
    const text = ORDER_SMS_TEXTS[request.step]({
      displayId: order.display_id,
      link: orderPageLink(storefrontUrl, order.id),
      firstName: order.customer?.first_name ?? order.shipping_address?.first_name,
      total: Number(order.total ?? 0),
      paymentProviderId: providerId,
      deliveryName: order.shipping_methods?.[0]?.name,
      lines,
      amount: request.amount,
    });
    return await sendSmsOnce(container, {
      to,
      template: orderSmsTemplate(request.step),
      text,
      data: { step: request.step, order_id: order.id, display_id: order.display_id },
      trigger: request.trigger,
      resourceId: order.id,
      resourceType: "order",
      key: orderSmsKey(request),
    });
  } catch (error) {
    logger.error(`order ${request.orderId}: the ${request.step} SMS failed: ${error instanceof Error ? error.message : String(error)}`);
    return "failed";
  }
}
