import type { MedusaContainer } from "@medusajs/framework/types";
import { getOrdersListWorkflow } from "@medusajs/medusa/core-flows";
import { rangeInstants, type ReportRange } from "@glow/shop-contracts";
import { toNumber } from "./csv";

/** How many orders one query reads: the export and the sales page page through the range with it. */
export const ORDER_PAGE_SIZE = 100;

/**
 * What the reports read of an order. Totals come from Medusa's order module (its own total
 * calculation: items after discounts and tax, delivery), the payment status from Medusa's
 * `getOrdersListWorkflow` (the same status the dashboard's order list shows).
 */
const ORDER_FIELDS = [
  "id",
  "display_id",
  "created_at",
  "status",
  "currency_code",
  "total",
  "item_total",
  "shipping_total",
  "discount_total",
  "customer.first_name",
  "customer.last_name",
  "customer.phone",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.phone",
  "shipping_address.province",
  "items.id",
  "items.title",
  "items.product_id",
  "items.product_title",
  "items.variant_title",
  "items.quantity",
  "items.unit_price",
  "items.total",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.data",
  "payment_collections.payment_sessions.provider_id",
];

export interface ReportOrderLine {
  id: string;
  title: string;
  productId: string | null;
  productTitle: string;
  variantTitle: string | null;
  quantity: number;
  unitPrice: number;
  total: number;
}

export interface ReportOrder {
  id: string;
  displayId: number;
  createdAt: Date;
  status: string;
  total: number;
  itemTotal: number;
  shippingTotal: number;
  discountTotal: number;
  customerName: string;
  phone: string | null;
  paymentProviderId: string | null;
  paymentChannel: string | null;
  paymentStatus: string | null;
  refunded: number;
  deliveryRegion: string | null;
  lines: ReportOrderLine[];
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const orNull = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

function toReportOrder(order: any): ReportOrder {
  const collections: any[] = (order.payment_collections ?? []).filter(Boolean);
  const payment = collections.flatMap((c) => (c.payments ?? []).filter(Boolean))[0];
  const session = collections.flatMap((c) => (c.payment_sessions ?? []).filter(Boolean))[0];
  const customerName = [text(order.customer?.first_name), text(order.customer?.last_name)].join(" ").trim();
  const addressName = [text(order.shipping_address?.first_name), text(order.shipping_address?.last_name)].join(" ").trim();
  return {
    id: order.id,
    displayId: Number(order.display_id),
    createdAt: new Date(order.created_at),
    status: text(order.status),
    total: toNumber(order.total),
    itemTotal: toNumber(order.item_total),
    shippingTotal: toNumber(order.shipping_total),
    discountTotal: toNumber(order.discount_total),
    customerName: customerName || addressName,
    phone: orNull(order.customer?.phone) ?? orNull(order.shipping_address?.phone),
    paymentProviderId: orNull(payment?.provider_id) ?? orNull(session?.provider_id),
    paymentChannel: orNull(payment?.data?.channel),
    paymentStatus: orNull(order.payment_status),
    refunded: collections.reduce((sum, c) => sum + toNumber(c.refunded_amount), 0),
    deliveryRegion: orNull(order.shipping_address?.province),
    lines: (order.items ?? []).filter(Boolean).map((item: any) => ({
      id: item.id,
      title: text(item.title),
      productId: orNull(item.product_id),
      productTitle: text(item.product_title) || text(item.title),
      variantTitle: orNull(item.variant_title),
      quantity: toNumber(item.quantity),
      unitPrice: toNumber(item.unit_price),
      total: toNumber(item.total),
    })),
  };
}

/**
 * The orders placed in the range (not drafts), oldest first, a page at a time: `onPage` is awaited
 * before the next page is read, so the export writes while it reads and memory holds one page.
 */
export async function forEachOrderPage(container: MedusaContainer, range: ReportRange, onPage: (orders: ReportOrder[]) => Promise<void> | void): Promise<void> {
  const { start, end } = rangeInstants(range);
  for (let skip = 0; ; skip += ORDER_PAGE_SIZE) {
    const { result } = await getOrdersListWorkflow(container).run({
      input: {
        fields: ORDER_FIELDS,
        variables: {
          filters: { is_draft_order: false, created_at: { $gte: start.toISOString(), $lt: end.toISOString() } },
          skip,
          take: ORDER_PAGE_SIZE,
          order: { created_at: "ASC", id: "ASC" },
        },
      },
    });
    const rows: any[] = Array.isArray(result) ? result : ((result as { rows?: any[] }).rows ?? []);
    if (rows.length > 0) await onPage(rows.map(toReportOrder));
    if (rows.length < ORDER_PAGE_SIZE) return;
  }
}
