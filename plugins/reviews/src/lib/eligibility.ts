import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";

interface OrderRow {
  id: string;
  status?: string | null;
  canceled_at?: string | Date | null;
  items?: Array<{
    id: string;
    product_id?: string | null;
    quantity?: number | string | null;
    detail?: { quantity?: number | string | null; return_received_quantity?: number | string | null } | null;
  } | null> | null;
  fulfillments?: Array<{
    delivered_at?: string | Date | null;
    canceled_at?: string | Date | null;
    items?: Array<{ line_item_id?: string | null } | null> | null;
  } | null> | null;
}

/**
 * Pure rule (ADR 040): an order counts when it isn't canceled and one of its fulfillments that is
 * delivered (Medusa's `delivered_at`) and not canceled carries a line item of the product — a line
 * the shopper still has: one whose every unit came back to the shop in a return (received, then
 * refunded; ADR 230) no longer counts.
 */
export function ordersShowDelivery(orders: OrderRow[], productId: string): boolean {
  return orders.some((order) => {
    if (order.status === "canceled" || order.canceled_at) return false;
    // Medusa's query answers the line's quantity on its detail when the detail is asked for (not on the line).
    const kept = (item: NonNullable<OrderRow["items"]>[number]) => {
      const quantity = item?.detail?.quantity ?? item?.quantity;
      return quantity == null || Number(item?.detail?.return_received_quantity ?? 0) < Number(quantity);
    };
    const lineIds = new Set((order.items ?? []).filter((item) => item?.product_id === productId && kept(item)).map((item) => item!.id));
    if (lineIds.size === 0) return false;
    return (order.fulfillments ?? []).some(
      (fulfillment) =>
        Boolean(fulfillment?.delivered_at) &&
        !fulfillment?.canceled_at &&
        (fulfillment?.items ?? []).some((item) => Boolean(item?.line_item_id && lineIds.has(item.line_item_id))),
    );
  });
}

/** Whether the customer bought the product and received it (a delivered fulfillment holding it). */
export async function hasReceivedProduct(container: MedusaContainer, customerId: string, productId: string): Promise<boolean> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "status",
      "canceled_at",
      "items.id",
      "items.product_id",
      "items.quantity",
      "items.detail.quantity",
      "items.detail.return_received_quantity",
      "fulfillments.delivered_at",
      "fulfillments.canceled_at",
      "fulfillments.items.line_item_id",
    ],
    filters: { customer_id: customerId },
  });
  return ordersShowDelivery(data as unknown as OrderRow[], productId);
}
