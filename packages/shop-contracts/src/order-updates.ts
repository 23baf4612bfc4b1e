import "./zod-setup.js";
import { z } from "zod";
import { defineContract } from "./contract.js";

/**
 * The steps of an order as the shopper hears of them (ADR 205): the SMS each step sends
 * (plugins/payments' subscribers, through Medusa's Notification module) and the timeline on the
 * storefront's order page use these same steps and names. Every SMS text is here, in one place.
 */
export const ORDER_STEPS = ["placed", "packed", "shipped", "delivered", "cancelled", "return_received", "refunded"] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** The step's name on the order page's timeline and in the dashboard's list of SMS sent. */
export const ORDER_STEP_LABELS: Record<OrderStep, string> = {
  placed: "Order placed",
  packed: "Packed",
  shipped: "On its way",
  delivered: "Delivered",
  cancelled: "Cancelled",
  return_received: "Return received",
  refunded: "Refunded",
};

/** The Notification module's `template` of each step's SMS (what staff see in the order's SMS list). */
export const orderSmsTemplate = (step: OrderStep) => `order-${step.replace(/_/g, "-")}`;
export const CONSULTATION_CONFIRMED_TEMPLATE = "consultation-confirmed";

/** "GH₵ 215.50" as in every SMS. */
export const formatCedis = (amount: number): string =>
  `GH₵ ${amount.toLocaleString("en-GH", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface SmsOrderLine {
  title: string;
  variantTitle?: string | null;
  quantity: number;
}

/**
 * The order's lines in a few words: "2× Shea Butter" or "2× Shea Butter and 3 more items". One small
 * function, so how a line is named (product, variant) changes in one place.
 */
export function smsLineSummary(lines: SmsOrderLine[]): string {
  const [first, ...rest] = lines;
  if (!first) return "";
  const variant = first.variantTitle && !/^default( variant)?$/i.test(first.variantTitle) ? ` ${first.variantTitle}` : "";
  const more = rest.reduce((sum, line) => sum + line.quantity, 0);
  return `${first.quantity}× ${first.title}${variant}${more ? ` and ${more} more item${more === 1 ? "" : "s"}` : ""}`;
}

/** What every order SMS may mention. `link` is the order's page on the storefront (`/orders/<id>`). */
export interface OrderSmsFacts {
  displayId: number | string;
  link: string;
  firstName?: string | null;
  total?: number;
  /** Medusa's payment provider id (`pp_paystack_paystack`, `pp_pay-on-delivery_pay-on-delivery`). */
  paymentProviderId?: string | null;
  deliveryName?: string | null;
  lines?: SmsOrderLine[];
  /** The refunded amount (refunded step). */
  amount?: number;
}

const payOnDelivery = (facts: OrderSmsFacts) => !facts.paymentProviderId?.includes("paystack");

/** The SMS texts: short, plain English, the order number and its link. */
export const ORDER_SMS_TEXTS: Record<OrderStep, (facts: OrderSmsFacts) => string> = {
  placed: (f) => {
    const greeting = f.firstName ? `Thank you, ${f.firstName}!` : "Thank you!";
    const items = f.lines?.length ? ` (${smsLineSummary(f.lines)})` : "";
    const total = formatCedis(f.total ?? 0);
    const payment = payOnDelivery(f) ? `Please pay ${total} on delivery (cash or MoMo).` : "Paid with Paystack.";
    const delivery = f.deliveryName ? ` ${f.deliveryName}:` : "";
    return `Glow: ${greeting} Order #${f.displayId}${items} is confirmed, total ${total}. ${payment}${delivery} we will call you before we deliver. ${f.link}`;
  },
  packed: (f) => `Glow: Order #${f.displayId} is packed and will leave our shop soon. ${f.link}`,
  shipped: (f) =>
    `Glow: Order #${f.displayId} is on its way. Our rider will call you before delivery${payOnDelivery(f) && f.total ? `; please have ${formatCedis(f.total)} ready (cash or MoMo)` : ""}. ${f.link}`,
  delivered: (f) => `Glow: Order #${f.displayId} was delivered. Thank you for shopping with Glow! ${f.link}`,
  cancelled: (f) => `Glow: Order #${f.displayId} was cancelled. If you paid online, your money will be refunded. Questions? Call or WhatsApp us. ${f.link}`,
  return_received: (f) => `Glow: We received the items you returned from order #${f.displayId}. We will let you know about your refund. ${f.link}`,
  refunded: (f) => `Glow: We refunded ${formatCedis(f.amount ?? 0)} for order #${f.displayId}${payOnDelivery(f) ? "" : " to your mobile money or card; it may take a few days to arrive"}. ${f.link}`,
};

/** The SMS when staff set a consultation booking to "booked" (confirmed). */
export const consultationConfirmedSms = (f: { name: string; date: string; time: string; contactMethod: string }): string => {
  const how = f.contactMethod === "in_store" ? "at our shop" : f.contactMethod === "whatsapp" ? "on WhatsApp" : "by phone";
  const first = f.name.trim().split(/\s+/)[0] ?? "";
  return `Glow: Hello ${first}, your beauty consultation is confirmed for ${f.date} at ${f.time} (${how}). To change it, call or WhatsApp us.`;
};

/** The order's page on the storefront, the link in every order SMS. */
export const orderPageLink = (storefrontUrl: string, orderId: string) => `${storefrontUrl.replace(/\/+$/, "")}/orders/${encodeURIComponent(orderId)}`;

/** One SMS of an order as staff see it in the dashboard (the order page's "SMS to the customer" widget). */
export const OrderNotificationJsonSchema = z.object({
  id: z.string(),
  /** The order step, or null for an SMS of another kind about this order. */
  step: z.enum(ORDER_STEPS).nullable(),
  template: z.string().nullable(),
  to: z.string(),
  /** pending while the gateway is asked, success once it took the SMS, failure when it refused. */
  status: z.enum(["pending", "success", "failure"]),
  text: z.string().nullable(),
  created_at: z.string(),
});
export type OrderNotificationJson = z.infer<typeof OrderNotificationJsonSchema>;

export const OrderIdParams = z.object({ id: z.string().regex(/^order_[A-Za-z0-9]{1,64}$/, "This is not an order id.") });

export const orderUpdateContracts = {
  /** GET /admin/glow/orders/:id/notifications — staff: the SMS sent (or failed) about an order, newest first. */
  listNotifications: defineContract({
    method: "GET",
    path: "/admin/glow/orders/:id/notifications",
    params: OrderIdParams,
    response: z.object({ notifications: z.array(OrderNotificationJsonSchema) }),
  }),
};
