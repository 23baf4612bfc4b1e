import { localGhanaPhone, normalizeGhanaPhone, ORDER_EXPORT_COLUMNS, paymentMethodLabel, paymentStateLabel } from "@glow/shop-contracts";
import { cedis, csvLine } from "./csv";
import type { ReportOrder } from "./orders";

/** Medusa's name of a product's only variant: the export leaves the Variant cell empty for it. */
const DEFAULT_VARIANT = /^default( variant)?$/i;

/** Accra time is UTC: "2026-11-27 14:05". */
const dateTime = (at: Date) => at.toISOString().slice(0, 16).replace("T", " ");

export const orderExportHeader = (): string => csvLine(ORDER_EXPORT_COLUMNS);

/** One CSV row per line of the order (ORDER_EXPORT_COLUMNS). */
export function orderExportRows(order: ReportOrder): string {
  const payOnDelivery = Boolean(order.paymentProviderId?.includes("pay-on-delivery"));
  const shared = {
    order: String(order.displayId),
    date: dateTime(order.createdAt),
    phone: order.phone ? (normalizeGhanaPhone(order.phone) ?? order.phone) : null,
    local: order.phone ? localGhanaPhone(order.phone) : null,
    method: paymentMethodLabel(order.paymentProviderId, order.paymentChannel),
    state: paymentStateLabel(order.paymentStatus, payOnDelivery),
  };
  return order.lines
    .map((line) =>
      csvLine([
        shared.order,
        shared.date,
        order.status,
        order.customerName,
        shared.phone,
        shared.local,
        shared.method,
        shared.state,
        line.productTitle,
        line.variantTitle && !DEFAULT_VARIANT.test(line.variantTitle) ? line.variantTitle : "",
        line.quantity,
        cedis(line.unitPrice),
        cedis(line.total),
        cedis(order.total),
        cedis(order.refunded),
        order.deliveryRegion,
      ]),
    )
    .join("");
}
