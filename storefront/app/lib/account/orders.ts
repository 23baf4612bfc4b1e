/**
 * Orders as the account pages show them: Medusa's order (store API) turned into what a shopper
 * reads — one status in plain words, GH₵ amounts, delivery and payment in sentences. Pure, so the
 * same mapping serves /orders, /orders/$id and /dashboard, and is unit-tested.
 */

import { formatCedis, ORDER_STEP_LABELS, type OrderStep } from "@glow/shop-contracts";
import { formatAccraDate } from "~/lib/shared/dates";
import { toStorefrontImageUrl } from "~/lib/media/media";

export interface MedusaOrderLike {
  id: string;
  display_id?: number | null;
  status?: string | null;
  created_at?: string | Date | null;
  canceled_at?: string | Date | null;
  fulfillment_status?: string | null;
  payment_status?: string | null;
  currency_code?: string | null;
  total?: number | null;
  item_total?: number | null;
  shipping_total?: number | null;
  discount_total?: number | null;
  tax_total?: number | null;
  items?: Array<{
    id: string;
    title?: string | null;
    product_title?: string | null;
    variant_title?: string | null;
    product_handle?: string | null;
    thumbnail?: string | null;
    quantity?: number | null;
    unit_price?: number | null;
    total?: number | null;
  } | null> | null;
  shipping_address?: {
    first_name?: string | null;
    last_name?: string | null;
    phone?: string | null;
    address_1?: string | null;
    address_2?: string | null;
    city?: string | null;
    province?: string | null;
    postal_code?: string | null;
  } | null;
  shipping_methods?: Array<{ name?: string | null; amount?: number | null } | null> | null;
  fulfillments?: Array<{
    created_at?: string | Date | null;
    packed_at?: string | Date | null;
    shipped_at?: string | Date | null;
    delivered_at?: string | Date | null;
    canceled_at?: string | Date | null;
    items?: Array<{ line_item_id?: string | null } | null> | null;
  } | null> | null;
  /** Medusa's order summary; `refunded_total` is what went back to the shopper. */
  summary?: { refunded_total?: number | string | null } | null;
  payment_collections?: Array<{
    payments?: Array<{
      provider_id?: string | null;
      refunds?: Array<{ id?: string | null; amount?: number | string | null; created_at?: string | Date | null } | null> | null;
    } | null> | null;
  } | null> | null;
}

export type OrderStage = "placed" | "packed" | "shipped" | "delivered" | "cancelled";

export const STAGE_LABELS: Record<OrderStage, string> = {
  placed: "Order placed",
  packed: "Packed",
  shipped: "On its way",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** One status a shopper understands, from Medusa's order, fulfillment statuses. */
export function orderStage(order: Pick<MedusaOrderLike, "status" | "fulfillment_status">): OrderStage {
  if (order.status === "canceled") return "cancelled";
  switch (order.fulfillment_status) {
    case "delivered":
    case "partially_delivered":
      return "delivered";
    case "shipped":
    case "partially_shipped":
      return "shipped";
    case "fulfilled":
    case "partially_fulfilled":
      return "packed";
    default:
      return "placed";
  }
}

/**
 * The payment in plain words. Paystack payments are captured when the order is placed
 * (plugins/payments), so an authorised payment is pay on delivery, where no money has moved yet: it
 * reads "Awaiting cash on delivery" until staff capture the cash the rider collected, then "Paid".
 * (Medusa's store order route does not answer the payments themselves, so the status is what we have.)
 */
export function paymentLabel(status: string | null | undefined): string {
  switch (status) {
    case "captured":
      return "Paid";
    case "partially_captured":
      return "Partly paid";
    case "authorized":
    case "partially_authorized":
      return "Awaiting cash on delivery";
    case "refunded":
      return "Refunded";
    case "partially_refunded":
      return "Partly refunded";
    case "canceled":
      return "Cancelled";
    case "requires_action":
      return "Payment needs your action";
    default:
      return "Awaiting payment";
  }
}

/** The payment method from the provider id (Medusa's `pp_{id}_{name}`). */
export function paymentMethodLabel(providerId: string | null | undefined): string | null {
  if (!providerId) return null;
  if (/paystack/i.test(providerId)) return "Paystack (mobile money or card)";
  if (/system_default|delivery|cod/i.test(providerId)) return "Pay on delivery";
  return null;
}

/** "#1042" — Medusa's display id, as on the success page and in SMS. */
export function orderNumber(order: Pick<MedusaOrderLike, "display_id" | "id">): string {
  return order.display_id ? `#${order.display_id}` : order.id;
}

const iso = (value: string | Date | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

export interface OrderSummary {
  id: string;
  number: string;
  stage: OrderStage;
  statusLabel: string;
  placedAt: string | null;
  total: number;
  itemCount: number;
}

export function toOrderSummary(order: MedusaOrderLike): OrderSummary {
  const stage = orderStage(order);
  return {
    id: order.id,
    number: orderNumber(order),
    stage,
    statusLabel: STAGE_LABELS[stage],
    placedAt: iso(order.created_at),
    total: Number(order.total ?? 0),
    itemCount: (order.items ?? []).reduce((sum, item) => sum + Number(item?.quantity ?? 0), 0),
  };
}

export interface OrderLine {
  id: string;
  title: string;
  variant: string | null;
  handle: string | null;
  thumbnail: string | null;
  quantity: number;
  unitPrice: number;
  total: number;
  /** Delivered to the shopper: the product page's review form is open to them (Reviews issue). */
  canReview: boolean;
}

export interface OrderDetail extends OrderSummary {
  lines: OrderLine[];
  address: { name: string; phone: string | null; lines: string[] } | null;
  shippingMethod: string | null;
  paymentStatus: string;
  paymentMethod: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  /** The order's steps so far, oldest first: the same steps, and names, as the SMS the shopper got (ADR 205). */
  timeline: TimelineEntry[];
  totals: { subtotal: number; delivery: number; discount: number; total: number };
}

export interface TimelineEntry {
  step: OrderStep;
  label: string;
  /** When it happened; null when Medusa's store API does not tell (a refund's date). */
  at: string | null;
  /** e.g. the refunded amount. */
  note: string | null;
}

/**
 * What happened to the order, with dates: placed, packed, on its way, delivered (the first time each
 * happened), cancelled, and each refund. Cancelled fulfilments do not count.
 */
export function orderTimeline(order: MedusaOrderLike): TimelineEntry[] {
  const fulfillments = (order.fulfillments ?? []).filter((f): f is NonNullable<typeof f> => Boolean(f) && !f?.canceled_at);
  const first = (dates: Array<string | Date | null | undefined>) =>
    dates
      .map(iso)
      .filter((d): d is string => Boolean(d))
      .sort()[0] ?? null;
  const entry = (step: OrderStep, at: string | null, note: string | null = null): TimelineEntry[] => (at ? [{ step, label: ORDER_STEP_LABELS[step], at, note }] : []);
  const refunds = (order.payment_collections ?? [])
    .flatMap((c) => c?.payments ?? [])
    .flatMap((p) => p?.refunds ?? [])
    .filter((r): r is NonNullable<typeof r> => Boolean(r));
  // Each refund with its date when the answer has them; else the refunded total, undated, last.
  const refundedTotal = Number(order.summary?.refunded_total ?? 0);
  const refundEntries: TimelineEntry[] = refunds.length
    ? refunds.flatMap((r) => entry("refunded", iso(r.created_at), formatCedis(Number(r.amount ?? 0))))
    : refundedTotal > 0
      ? [{ step: "refunded", label: ORDER_STEP_LABELS.refunded, at: null, note: formatCedis(refundedTotal) }]
      : [];
  return [
    ...entry("placed", iso(order.created_at)),
    ...entry("packed", first(fulfillments.map((f) => f.packed_at ?? f.created_at))),
    ...entry("shipped", first(fulfillments.map((f) => f.shipped_at))),
    ...entry("delivered", first(fulfillments.map((f) => f.delivered_at))),
    ...entry("cancelled", order.status === "canceled" ? (iso(order.canceled_at) ?? iso(order.created_at)) : null),
    ...refundEntries,
  ].sort((a, b) => (a.at ?? "\uffff").localeCompare(b.at ?? "\uffff"));
}

export function toOrderDetail(order: MedusaOrderLike): OrderDetail {
  const fulfillments = (order.fulfillments ?? []).filter((f): f is NonNullable<typeof f> => Boolean(f) && !f?.canceled_at);
  const deliveredLineIds = new Set(fulfillments.filter((f) => f.delivered_at).flatMap((f) => (f.items ?? []).map((i) => i?.line_item_id).filter(Boolean) as string[]));
  const latest = (key: "shipped_at" | "delivered_at") =>
    fulfillments
      .map((f) => iso(f[key]))
      .filter((d): d is string => Boolean(d))
      .sort()
      .at(-1) ?? null;
  const a = order.shipping_address;
  const providerId = (order.payment_collections ?? []).flatMap((c) => c?.payments ?? []).find((p) => p?.provider_id)?.provider_id;
  const stage = orderStage(order);
  return {
    ...toOrderSummary(order),
    lines: (order.items ?? [])
      .filter((i): i is NonNullable<typeof i> => Boolean(i))
      .map((item) => ({
        id: item.id,
        title: item.product_title ?? item.title ?? "Product",
        variant: item.variant_title && item.variant_title !== "Default" && item.variant_title !== "Default variant" ? item.variant_title : null,
        handle: item.product_handle ?? null,
        thumbnail: toStorefrontImageUrl(item.thumbnail),
        quantity: Number(item.quantity ?? 0),
        unitPrice: Number(item.unit_price ?? 0),
        total: Number(item.total ?? Number(item.unit_price ?? 0) * Number(item.quantity ?? 0)),
        canReview: Boolean(item.product_handle) && (deliveredLineIds.has(item.id) || (stage === "delivered" && deliveredLineIds.size === 0)),
      })),
    address:
      a && (a.address_1 || a.city)
        ? {
            name: [a.first_name, a.last_name].filter(Boolean).join(" "),
            phone: a.phone ?? null,
            lines: [a.address_1, a.address_2 && `Landmark: ${a.address_2}`, [a.city, a.province].filter(Boolean).join(", "), a.postal_code && `GPS: ${a.postal_code}`].filter(
              (line): line is string => Boolean(line),
            ),
          }
        : null,
    shippingMethod: order.shipping_methods?.find((m) => m?.name)?.name ?? null,
    paymentStatus: paymentLabel(order.payment_status),
    paymentMethod: paymentMethodLabel(providerId),
    shippedAt: latest("shipped_at"),
    deliveredAt: latest("delivered_at"),
    timeline: orderTimeline(order),
    totals: {
      subtotal: Number(order.item_total ?? 0),
      delivery: Number(order.shipping_total ?? 0),
      discount: Number(order.discount_total ?? 0),
      total: Number(order.total ?? 0),
    },
  };
}

/** "21 Nov 2026" in Ghana's time zone (GMT, no daylight saving). */
export function formatOrderDate(value: string | null): string {
  return formatAccraDate(value);
}

export const ORDERS_PAGE_SIZE = 10;

/** `?page=` → a safe page number (1 when missing or nonsense). */
export function pageFrom(value: string | null): number {
  const page = Number.parseInt(value ?? "", 10);
  return Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1;
}
