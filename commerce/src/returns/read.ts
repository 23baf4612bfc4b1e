import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils";
import type { OrderReturnsAnswer } from "@glow/shop-contracts";
import { num, orderReturnsView, type PendingReturnChange, type ReturnsOrderRow } from "./view";

const ORDER_FIELDS = [
  "id",
  "customer_id",
  "status",
  "canceled_at",
  "items.id",
  "items.quantity",
  "items.unit_price",
  "items.total",
  "items.detail.quantity",
  "items.detail.delivered_quantity",
  "items.detail.return_requested_quantity",
  "items.detail.return_received_quantity",
  "items.detail.return_dismissed_quantity",
  "fulfillments.delivered_at",
  "fulfillments.canceled_at",
  "fulfillments.location_id",
  "fulfillments.items.line_item_id",
  "payment_collections.payments.refunds.amount",
];

/** Read from the return itself: through the order, Medusa's query answers its items' quantities as 0. */
const RETURN_FIELDS = ["id", "status", "created_at", "received_at", "canceled_at", "items.item_id", "items.quantity", "items.received_quantity", "items.reason.label"];

export interface OrderReturnsRead {
  order: ReturnsOrderRow;
  view: OrderReturnsAnswer;
  /** Another kind of change (an edit, an exchange) is open on the order: a return must wait. */
  otherChangeOpen: boolean;
}

/**
 * The customer's order with its returns, or a 404 when it is unknown or another customer's (the same
 * answer, so order ids cannot be probed).
 */
export async function readOrderReturns(container: MedusaContainer, orderId: string, customerId: string, windowDays: number, now: number = Date.now()): Promise<OrderReturnsRead> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data: orders } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } });
  const row = orders[0] as (ReturnsOrderRow & { payment_collections?: Array<{ payments?: Array<{ refunds?: Array<{ amount?: unknown } | null> | null } | null> | null } | null> | null }) | undefined;
  if (!row || !customerId || row.customer_id !== customerId) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Order not found.");
  // Medusa ties refunds to payments, not to returns: the order's refunded total is their sum.
  const refunded = (row.payment_collections ?? [])
    .flatMap((c) => c?.payments ?? [])
    .flatMap((p) => p?.refunds ?? [])
    .reduce((sum, r) => sum + num(r?.amount), 0);
  const { data: returns } = await query.graph({ entity: "return", fields: RETURN_FIELDS, filters: { order_id: orderId } });
  const order: ReturnsOrderRow = { ...row, returns: returns as ReturnsOrderRow["returns"], summary: { refunded_total: refunded } };
  const { data: changes } = await query.graph({
    entity: "order_change",
    fields: ["id", "change_type", "status", "return_id", "actions.action", "actions.details"],
    filters: { order_id: orderId, status: ["pending", "requested"] },
  });
  const open = changes as Array<PendingReturnChange & { change_type?: string | null }>;
  const pending = open.filter((c) => c.change_type === "return_request");
  return { order, view: orderReturnsView(order, pending, windowDays, now), otherChangeOpen: open.length > pending.length };
}
