/**
 * What the shopper may return from an order and what became of their returns (ADR 230), read from
 * Medusa's order module: pure, so the rules are unit-tested and the store route and the request
 * workflow use the same ones.
 */
import type { OrderReturnJson, OrderReturnsAnswer, ReturnableLineJson, ReturnState } from "@glow/shop-contracts";

type Dateish = string | Date | null | undefined;

export interface ReturnsOrderRow {
  id: string;
  customer_id?: string | null;
  status?: string | null;
  canceled_at?: Dateish;
  items?: Array<{
    id: string;
    quantity?: number | string | null;
    unit_price?: number | string | null;
    total?: number | string | null;
    detail?: {
      quantity?: number | string | null;
      delivered_quantity?: number | string | null;
      return_requested_quantity?: number | string | null;
      return_received_quantity?: number | string | null;
      return_dismissed_quantity?: number | string | null;
    } | null;
  } | null> | null;
  fulfillments?: Array<{
    delivered_at?: Dateish;
    canceled_at?: Dateish;
    location_id?: string | null;
    items?: Array<{ line_item_id?: string | null } | null> | null;
  } | null> | null;
  returns?: Array<{
    id: string;
    status?: string | null;
    created_at?: Dateish;
    received_at?: Dateish;
    canceled_at?: Dateish;
    items?: Array<{ item_id?: string | null; quantity?: unknown; received_quantity?: unknown; reason?: { label?: string | null } | null } | null> | null;
  } | null> | null;
  summary?: { refunded_total?: number | string | null } | null;
}

/** A return request still waiting for staff (Medusa's pending "return_request" order change) and its items. */
export interface PendingReturnChange {
  return_id?: string | null;
  actions?: Array<{ action?: string | null; details?: { reference_id?: string | null; quantity?: number | string | null } | null } | null> | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A quantity or amount as Medusa's query answers it: a number, a numeric string, or a BigNumber object. */
export const num = (value: unknown): number => {
  if (value !== null && typeof value === "object") {
    const big = value as { numeric?: unknown; value?: unknown };
    return Number(big.numeric ?? big.value ?? String(value)) || 0;
  }
  return Number(value ?? 0) || 0;
};
const time = (value: Dateish): number | null => (value ? new Date(value).getTime() : null);

/** The latest delivery of each line (non-cancelled fulfilments), the stock location it left from. */
export function deliveriesOf(order: ReturnsOrderRow): Map<string, { deliveredAt: number; locationId: string | null }> {
  const byLine = new Map<string, { deliveredAt: number; locationId: string | null }>();
  for (const fulfillment of order.fulfillments ?? []) {
    const deliveredAt = time(fulfillment?.delivered_at);
    if (!fulfillment || deliveredAt === null || fulfillment.canceled_at) continue;
    for (const item of fulfillment.items ?? []) {
      const lineId = item?.line_item_id;
      if (!lineId) continue;
      const known = byLine.get(lineId);
      if (!known || known.deliveredAt < deliveredAt) byLine.set(lineId, { deliveredAt, locationId: fulfillment.location_id ?? null });
    }
  }
  return byLine;
}

/** Quantities of each line in requests still waiting for staff (not yet on Medusa's item detail). */
function pendingQuantities(pending: PendingReturnChange[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const change of pending) {
    for (const action of change.actions ?? []) {
      if (action?.action !== "RETURN_ITEM" || !action.details?.reference_id) continue;
      quantities.set(action.details.reference_id, (quantities.get(action.details.reference_id) ?? 0) + num(action.details.quantity));
    }
  }
  return quantities;
}

/**
 * Each return's state: refused when staff cancelled it; received once its items came back; refunded
 * when the order's refunds cover it as well as every return received before it (Medusa does not tie
 * a refund to a return, so refunds are matched to received returns oldest first, by their items' worth).
 */
export function returnStates(order: ReturnsOrderRow): Map<string, ReturnState> {
  // What one unit cost the shopper (after discounts). Medusa's query answers the line's quantity on its
  // detail when the detail is asked for.
  const unitPrice = new Map(
    (order.items ?? [])
      .filter((item): item is NonNullable<typeof item> => Boolean(item))
      .map((item) => {
        const quantity = num(item.detail?.quantity ?? item.quantity);
        return [item.id, quantity && item.total != null ? num(item.total) / quantity : num(item.unit_price)];
      }),
  );
  const states = new Map<string, ReturnState>();
  let refundLeft = num(order.summary?.refunded_total);
  const received = (order.returns ?? [])
    .filter((r): r is NonNullable<typeof r> => Boolean(r))
    .sort((a, b) => (time(a.received_at ?? a.created_at) ?? 0) - (time(b.received_at ?? b.created_at) ?? 0));
  // Medusa's own count of what came back, priced: used when a return's items answer no quantities.
  const receivedWorth = (order.items ?? []).reduce((sum, item) => sum + (item ? num(item.detail?.return_received_quantity) * (unitPrice.get(item.id) ?? 0) : 0), 0);
  const allRefunded = receivedWorth > 0 && num(order.summary?.refunded_total) + 0.01 >= receivedWorth;
  for (const ret of received) {
    if (ret.status === "canceled" || ret.canceled_at) {
      states.set(ret.id, "refused");
      continue;
    }
    if (ret.status !== "received" && ret.status !== "partially_received") {
      states.set(ret.id, "requested");
      continue;
    }
    const worth = (ret.items ?? []).reduce((sum, item) => sum + (unitPrice.get(item?.item_id ?? "") ?? 0) * (num(item?.received_quantity) || num(item?.quantity)), 0);
    // A cent's slack: amounts are stored with more decimals than staff type.
    if ((worth > 0 && refundLeft + 0.01 >= worth) || (worth === 0 && allRefunded)) {
      refundLeft -= worth;
      states.set(ret.id, "refunded");
    } else {
      states.set(ret.id, "received");
    }
  }
  return states;
}

/** The order page's returns: what each line may still return, until when, and every return's state. */
export function orderReturnsView(order: ReturnsOrderRow, pending: PendingReturnChange[], windowDays: number, now: number = Date.now()): OrderReturnsAnswer {
  const deliveries = deliveriesOf(order);
  const waiting = pendingQuantities(pending);
  const states = returnStates(order);
  const refunded = new Map<string, number>();
  const received = new Map<string, number>();
  const returned = new Map<string, number>();
  for (const ret of order.returns ?? []) {
    if (!ret) continue;
    const state = states.get(ret.id);
    for (const item of ret.items ?? []) {
      const lineId = item?.item_id;
      if (!lineId) continue;
      if (state === "refunded") refunded.set(lineId, (refunded.get(lineId) ?? 0) + num(item?.quantity));
      if (state === "refunded" || state === "received") received.set(lineId, (received.get(lineId) ?? 0) + num(item?.quantity));
      if (state !== "refused") returned.set(lineId, (returned.get(lineId) ?? 0) + num(item?.quantity));
    }
  }
  for (const [lineId, quantity] of waiting) returned.set(lineId, (returned.get(lineId) ?? 0) + quantity);

  const open = order.status !== "canceled" && !order.canceled_at;
  const lines: ReturnableLineJson[] = (order.items ?? [])
    .filter((item): item is NonNullable<typeof item> => Boolean(item))
    .map((item) => {
      const delivery = deliveries.get(item.id);
      const returnBy = delivery ? delivery.deliveredAt + windowDays * DAY_MS : null;
      const detail = item.detail ?? {};
      // Medusa's own rule (the dashboard's getReturnableQuantity), less what waits in a request not yet confirmed.
      const left =
        num(detail.delivered_quantity) -
        num(detail.return_requested_quantity) -
        num(detail.return_received_quantity) -
        num(detail.return_dismissed_quantity) -
        (waiting.get(item.id) ?? 0);
      const inWindow = returnBy !== null && now <= returnBy;
      return {
        line_id: item.id,
        returnable_quantity: open && inWindow ? Math.max(0, left) : 0,
        returned_quantity: returned.get(item.id) ?? 0,
        // Medusa's own count of units back with the shop (the reviews plugin reads the same).
        received_quantity: Math.max(num(detail.return_received_quantity), received.get(item.id) ?? 0),
        refunded_quantity: refunded.get(item.id) ?? 0,
        return_by: returnBy === null ? null : new Date(returnBy).toISOString(),
      };
    });

  const pendingIds = new Set(pending.map((change) => change.return_id).filter(Boolean));
  const returns: OrderReturnJson[] = (order.returns ?? [])
    .filter((r): r is NonNullable<typeof r> => Boolean(r))
    .map((ret) => {
      const change = pending.find((c) => c.return_id === ret.id);
      const items = change
        ? (change.actions ?? [])
            .filter((a) => a?.action === "RETURN_ITEM" && a.details?.reference_id)
            .map((a) => ({ line_id: a!.details!.reference_id!, quantity: num(a!.details!.quantity) }))
        : (ret.items ?? []).filter((i) => i?.item_id).map((i) => ({ line_id: i!.item_id!, quantity: num(i!.quantity) }));
      return {
        id: ret.id,
        state: pendingIds.has(ret.id) ? "requested" : (states.get(ret.id) ?? "requested"),
        created_at: new Date(ret.created_at ?? now).toISOString(),
        reason: (ret.items ?? []).find((i) => i?.reason?.label)?.reason?.label ?? null,
        items,
      };
    })
    // A return begun by staff and left without items is not the shopper's business.
    .filter((ret) => ret.items.length > 0)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));

  return { window_days: windowDays, open_request: pending.length > 0, lines, returns };
}

/** Why a request cannot go ahead, in plain words (400), or null. */
export function refuseReturnRequest(view: OrderReturnsAnswer, items: Array<{ line_id: string; quantity: number }>, now: number = Date.now()): string | null {
  if (view.open_request) return "You already asked to return items from this order. We will contact you about it first.";
  for (const item of items) {
    const line = view.lines.find((l) => l.line_id === item.line_id);
    if (!line) return "That item is not part of this order.";
    if (line.return_by === null) return "You can ask to return an item once it has been delivered.";
    if (Date.parse(line.return_by) < now) return `The ${view.window_days}-day return window for this item has ended.`;
    if (item.quantity > line.returnable_quantity) {
      return line.returnable_quantity === 0
        ? "This item was already returned or cannot be returned any more."
        : `You can return at most ${line.returnable_quantity} of this item.`;
    }
  }
  return null;
}
