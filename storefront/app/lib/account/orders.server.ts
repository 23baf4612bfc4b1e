import { type MedusaOrderLike, ORDERS_PAGE_SIZE, toOrderDetail, toOrderSummary, type OrderDetail, type OrderSummary } from "~/lib/account/orders";
import { medusa } from "~/lib/medusa/client.server";

/**
 * The signed-in customer's orders from Medusa's own `/store/orders` with their short-lived JWT
 * (docs/phone-auth-contract.md): Medusa filters by the token's customer, so nobody sees another
 * customer's orders (commerce/integration-tests/http/account.spec.ts).
 */
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const LIST_FIELDS = "id,display_id,status,created_at,fulfillment_status,payment_status,total,currency_code,items.id,items.quantity";
const DETAIL_FIELDS = [
  "id",
  "customer_id",
  "display_id",
  "status",
  "created_at",
  "canceled_at",
  "fulfillment_status",
  "payment_status",
  "currency_code",
  "total",
  "item_total",
  "shipping_total",
  "discount_total",
  "tax_total",
  "*items",
  "*shipping_address",
  "shipping_methods.name",
  "shipping_methods.amount",
  "fulfillments.created_at",
  "fulfillments.packed_at",
  "fulfillments.shipped_at",
  "fulfillments.delivered_at",
  "fulfillments.canceled_at",
  "fulfillments.items.line_item_id",
  "payment_collections.payments.provider_id",
  // Medusa's store order route answers no payments or refunds; the refunded total comes with the summary.
  "summary",
].join(",");

export interface OrdersPage {
  orders: OrderSummary[];
  count: number;
  page: number;
  pages: number;
}

export async function listOrders(token: string, page = 1, pageSize = ORDERS_PAGE_SIZE): Promise<OrdersPage> {
  const answer = await medusa().client.fetch<{ orders: MedusaOrderLike[]; count: number }>("/store/orders", {
    headers: auth(token),
    query: { fields: LIST_FIELDS, limit: pageSize, offset: (page - 1) * pageSize, order: "-created_at" },
  });
  const count = Number(answer.count ?? answer.orders.length);
  return { orders: answer.orders.map(toOrderSummary), count, page, pages: Math.max(1, Math.ceil(count / pageSize)) };
}

/**
 * One order of this customer, or null when unknown or someone else's. The phone-auth plugin already
 * answers 404 for another customer's order (Medusa alone would not); the id check here is a second lock.
 */
export async function getOrder(token: string, id: string, customerId: string): Promise<OrderDetail | null> {
  if (!/^order_[A-Za-z0-9]{1,64}$/.test(id)) return null;
  try {
    const answer = await medusa().client.fetch<{ order: MedusaOrderLike & { customer_id?: string | null } }>(`/store/orders/${encodeURIComponent(id)}`, {
      headers: auth(token),
      query: { fields: DETAIL_FIELDS },
    });
    return answer.order.customer_id === customerId ? toOrderDetail(answer.order) : null;
  } catch (error: any) {
    if (error?.status === 404 || error?.status === 400 || error?.status === 401) return null;
    throw error;
  }
}
