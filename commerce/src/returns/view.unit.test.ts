import { describe, expect, it } from "vitest";
import { orderReturnsView, refuseReturnRequest, returnStates, type ReturnsOrderRow } from "./view";

const DAY = 24 * 60 * 60 * 1000;
const delivered = Date.parse("2026-11-20T10:00:00Z");

const order = (overrides: Partial<ReturnsOrderRow> = {}): ReturnsOrderRow => ({
  id: "order_1",
  customer_id: "cus_1",
  status: "completed",
  items: [
    { id: "ordli_a", quantity: 2, unit_price: 85, total: 170, detail: { delivered_quantity: 2 } },
    { id: "ordli_b", quantity: 1, unit_price: 150, total: 150, detail: { delivered_quantity: 0 } },
  ],
  fulfillments: [{ delivered_at: new Date(delivered).toISOString(), location_id: "sloc_1", items: [{ line_item_id: "ordli_a" }] }],
  returns: [],
  summary: { refunded_total: 0 },
  ...overrides,
});

describe("orderReturnsView", () => {
  it("offers delivered units inside the window, with the last day; nothing for undelivered lines", () => {
    const view = orderReturnsView(order(), [], 14, delivered + 3 * DAY);
    expect(view.lines).toEqual([
      { line_id: "ordli_a", returnable_quantity: 2, returned_quantity: 0, received_quantity: 0, refunded_quantity: 0, return_by: new Date(delivered + 14 * DAY).toISOString() },
      { line_id: "ordli_b", returnable_quantity: 0, returned_quantity: 0, received_quantity: 0, refunded_quantity: 0, return_by: null },
    ]);
    expect(view.open_request).toBe(false);
  });

  it("offers nothing after the window or on a cancelled order", () => {
    expect(orderReturnsView(order(), [], 14, delivered + 15 * DAY).lines[0]!.returnable_quantity).toBe(0);
    expect(orderReturnsView(order({ status: "canceled" }), [], 14, delivered + DAY).lines[0]!.returnable_quantity).toBe(0);
  });

  it("takes off what a pending request holds and what Medusa counts as asked back or received", () => {
    const pending = [{ return_id: "ret_1", actions: [{ action: "RETURN_ITEM", details: { reference_id: "ordli_a", quantity: 1 } }] }];
    const view = orderReturnsView(order({ returns: [{ id: "ret_1", status: "requested", created_at: "2026-11-21T10:00:00Z", items: [] }] }), pending, 14, delivered + DAY);
    expect(view.lines[0]).toMatchObject({ returnable_quantity: 1, returned_quantity: 1 });
    expect(view.open_request).toBe(true);
    expect(view.returns).toEqual([{ id: "ret_1", state: "requested", created_at: "2026-11-21T10:00:00.000Z", reason: null, items: [{ line_id: "ordli_a", quantity: 1 }] }]);

    const received = order({ items: [{ id: "ordli_a", quantity: 2, unit_price: 85, detail: { delivered_quantity: 2, return_received_quantity: 1 } }] });
    expect(orderReturnsView(received, [], 14, delivered + DAY).lines[0]!.returnable_quantity).toBe(1);
  });
});

describe("returnStates", () => {
  const ret = (id: string, status: string, receivedAt: string | null = null) => ({ id, status, created_at: "2026-11-21T10:00:00Z", received_at: receivedAt, items: [{ item_id: "ordli_a", quantity: 1 }] });
  it("is refused when cancelled, received when back, refunded once the refunds cover it (oldest first)", () => {
    const states = (refunded: number) =>
      returnStates(order({ summary: { refunded_total: refunded }, returns: [ret("ret_1", "received", "2026-11-22T10:00:00Z"), ret("ret_2", "received", "2026-11-23T10:00:00Z"), ret("ret_3", "canceled"), ret("ret_4", "requested")] }));
    expect(Object.fromEntries(states(0))).toEqual({ ret_1: "received", ret_2: "received", ret_3: "refused", ret_4: "requested" });
    expect(Object.fromEntries(states(85))).toMatchObject({ ret_1: "refunded", ret_2: "received" });
    expect(Object.fromEntries(states(170))).toMatchObject({ ret_1: "refunded", ret_2: "refunded" });
  });
});

describe("refuseReturnRequest", () => {
  const now = delivered + DAY;
  const view = orderReturnsView(order(), [], 14, now);
  it("lets a request within what may be returned through", () => {
    expect(refuseReturnRequest(view, [{ line_id: "ordli_a", quantity: 2 }], now)).toBeNull();
  });
  it("refuses in plain words: too many, not delivered, not in the order, after the window, while one waits", () => {
    expect(refuseReturnRequest(view, [{ line_id: "ordli_a", quantity: 3 }], now)).toBe("You can return at most 2 of this item.");
    expect(refuseReturnRequest(view, [{ line_id: "ordli_b", quantity: 1 }], now)).toBe("You can ask to return an item once it has been delivered.");
    expect(refuseReturnRequest(view, [{ line_id: "ordli_x", quantity: 1 }], now)).toBe("That item is not part of this order.");
    const late = delivered + 20 * DAY;
    expect(refuseReturnRequest(orderReturnsView(order(), [], 14, late), [{ line_id: "ordli_a", quantity: 1 }], late)).toBe("The 14-day return window for this item has ended.");
    expect(refuseReturnRequest({ ...view, open_request: true }, [{ line_id: "ordli_a", quantity: 1 }], now)).toMatch(/already asked/);
  });
});
