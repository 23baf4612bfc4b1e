import { describe, expect, it } from "vitest";
import { ordersShowDelivery } from "./eligibility";

const order = (overrides: Record<string, unknown> = {}) => ({
  id: "order_1",
  status: "pending",
  items: [
    { id: "li_1", product_id: "prod_a" },
    { id: "li_2", product_id: "prod_b" },
  ],
  fulfillments: [{ delivered_at: "2026-11-20T10:00:00Z", canceled_at: null, items: [{ line_item_id: "li_1" }] }],
  ...overrides,
});

describe("ordersShowDelivery (who may review)", () => {
  it("is true for a product in a delivered fulfillment", () => {
    expect(ordersShowDelivery([order()], "prod_a")).toBe(true);
  });

  it("is false for a product of the order that was not in the delivered fulfillment", () => {
    expect(ordersShowDelivery([order()], "prod_b")).toBe(false);
  });

  it("is false while the fulfillment is not delivered, or when it or the order was canceled", () => {
    expect(ordersShowDelivery([order({ fulfillments: [{ delivered_at: null, items: [{ line_item_id: "li_1" }] }] })], "prod_a")).toBe(false);
    expect(ordersShowDelivery([order({ fulfillments: [{ delivered_at: "2026-11-20", canceled_at: "2026-11-21", items: [{ line_item_id: "li_1" }] }] })], "prod_a")).toBe(false);
    expect(ordersShowDelivery([order({ status: "canceled" })], "prod_a")).toBe(false);
    expect(ordersShowDelivery([order({ fulfillments: [] })], "prod_a")).toBe(false);
  });

  it("is false without orders and true when any order qualifies", () => {
    expect(ordersShowDelivery([], "prod_a")).toBe(false);
    expect(ordersShowDelivery([order({ status: "canceled" }), order({ id: "order_2" })], "prod_a")).toBe(true);
  });

  it("is false once every unit of the line came back in a return, true while the shopper keeps one (ADR 230)", () => {
    const withReturn = (received: number) => order({ items: [{ id: "li_1", product_id: "prod_a", quantity: 2, detail: { return_received_quantity: received } }] });
    expect(ordersShowDelivery([withReturn(0)], "prod_a")).toBe(true);
    expect(ordersShowDelivery([withReturn(1)], "prod_a")).toBe(true);
    expect(ordersShowDelivery([withReturn(2)], "prod_a")).toBe(false);
    // As Medusa's query answers when the detail is asked for: the quantity on the detail, none on the line.
    const asQueried = (received: number) => order({ items: [{ id: "li_1", product_id: "prod_a", detail: { quantity: 1, return_received_quantity: received } }] });
    expect(ordersShowDelivery([asQueried(0)], "prod_a")).toBe(true);
    expect(ordersShowDelivery([asQueried(1)], "prod_a")).toBe(false);
  });
});
