import { describe, expect, it } from "vitest";
import { formatOrderDate, orderStage, orderTimeline, pageFrom, paymentLabel, paymentMethodLabel, toOrderDetail, toOrderSummary } from "./orders";

const delivered = {
  id: "order_1",
  display_id: 1042,
  status: "pending",
  created_at: "2026-11-01T10:00:00.000Z",
  fulfillment_status: "delivered",
  payment_status: "captured",
  total: 263,
  item_total: 203,
  shipping_total: 60,
  discount_total: 0,
  items: [
    { id: "li_1", product_title: "Kumasi Shea Butter", variant_title: "Default variant", product_handle: "kumasi-shea", quantity: 2, unit_price: 65, total: 130 },
    { id: "li_2", product_title: "African Black Soap", product_handle: "african-black-soap-bar", quantity: 1, unit_price: 73, total: 73 },
  ],
  shipping_address: { first_name: "Ama", last_name: "Mensah", phone: "0244000001", address_1: "Ahodwo", address_2: "Total station", city: "Kumasi", province: "Ashanti", postal_code: "AK-039-5028" },
  shipping_methods: [{ name: "Nationwide delivery", amount: 60 }],
  fulfillments: [{ shipped_at: "2026-11-02T09:00:00.000Z", delivered_at: "2026-11-04T15:00:00.000Z", items: [{ line_item_id: "li_1" }] }],
  payment_collections: [{ payments: [{ provider_id: "pp_system_default" }] }],
};

describe("order mapping", () => {
  it("turns Medusa statuses into one shopper-facing stage", () => {
    expect(orderStage({ status: "pending", fulfillment_status: "not_fulfilled" })).toBe("placed");
    expect(orderStage({ status: "pending", fulfillment_status: "fulfilled" })).toBe("packed");
    expect(orderStage({ status: "pending", fulfillment_status: "shipped" })).toBe("shipped");
    expect(orderStage({ status: "completed", fulfillment_status: "delivered" })).toBe("delivered");
    expect(orderStage({ status: "canceled", fulfillment_status: "delivered" })).toBe("cancelled");
  });

  it("labels payment status and method in plain words", () => {
    expect(paymentLabel("captured")).toBe("Paid");
    expect(paymentLabel("not_paid")).toBe("Awaiting payment");
    expect(paymentLabel(undefined)).toBe("Awaiting payment");
    expect(paymentMethodLabel("pp_system_default")).toBe("Pay on delivery");
    expect(paymentMethodLabel("pp_pay-on-delivery_pay-on-delivery")).toBe("Pay on delivery");
    expect(paymentMethodLabel("pp_paystack_paystack")).toMatch(/Paystack/);
    expect(paymentMethodLabel(null)).toBeNull();
  });

  it("tells the truth for pay on delivery: awaiting cash until the payment is captured, then paid", () => {
    const pod = (payment_status: string) => toOrderDetail({ ...delivered, payment_status }).paymentStatus;
    expect(pod("authorized")).toBe("Awaiting cash on delivery");
    expect(pod("captured")).toBe("Paid");
    expect(pod("partially_refunded")).toBe("Partly refunded");
  });

  it("lists the order's steps with their dates, oldest first, the same steps as the SMS", () => {
    const order = {
      ...delivered,
      fulfillments: [
        { created_at: "2026-11-01T12:00:00.000Z", shipped_at: "2026-11-02T09:00:00.000Z", delivered_at: "2026-11-04T15:00:00.000Z" },
        { created_at: "2026-11-01T11:00:00.000Z", canceled_at: "2026-11-01T11:30:00.000Z" },
      ],
      payment_collections: [{ payments: [{ provider_id: "pp_pay-on-delivery_pay-on-delivery", refunds: [{ amount: 85, created_at: "2026-11-06T10:00:00.000Z" }] }] }],
    };
    expect(orderTimeline(order).map((e) => [e.step, e.label, e.at?.slice(0, 10), e.note])).toEqual([
      ["placed", "Order placed", "2026-11-01", null],
      ["packed", "Packed", "2026-11-01", null],
      ["shipped", "On its way", "2026-11-02", null],
      ["delivered", "Delivered", "2026-11-04", null],
      ["refunded", "Refunded", "2026-11-06", "GH₵ 85.00"],
    ]);
    expect(orderTimeline(order)[1]!.at).toBe("2026-11-01T12:00:00.000Z");
    // Medusa's store API gives no refunds: the summary's refunded total, undated, comes last.
    const summarised = { ...order, summary: { refunded_total: 10 }, payment_collections: [{ payments: [{ provider_id: "pp_pay-on-delivery_pay-on-delivery" }] }] };
    expect(orderTimeline(summarised).at(-1)).toEqual({ step: "refunded", label: "Refunded", at: null, note: "GH₵ 10.00" });
    expect(orderTimeline({ id: "order_2", status: "canceled", created_at: "2026-11-01T10:00:00.000Z", canceled_at: "2026-11-01T13:00:00.000Z" }).map((e) => e.step)).toEqual(["placed", "cancelled"]);
  });

  it("summarises an order for the list", () => {
    expect(toOrderSummary(delivered)).toEqual({
      id: "order_1",
      number: "#1042",
      stage: "delivered",
      statusLabel: "Delivered",
      placedAt: "2026-11-01T10:00:00.000Z",
      total: 263,
      itemCount: 3,
    });
  });

  it("details an order: address lines, dates, totals, and reviews only for delivered lines", () => {
    const detail = toOrderDetail(delivered);
    expect(detail.address).toEqual({ name: "Ama Mensah", phone: "0244000001", lines: ["Ahodwo", "Landmark: Total station", "Kumasi, Ashanti", "GPS: AK-039-5028"] });
    expect(detail.deliveredAt).toBe("2026-11-04T15:00:00.000Z");
    expect(detail.shippedAt).toBe("2026-11-02T09:00:00.000Z");
    expect(detail.totals).toEqual({ subtotal: 203, delivery: 60, discount: 0, total: 263 });
    expect(detail.lines.map((l) => [l.id, l.canReview, l.variant])).toEqual([
      ["li_1", true, null],
      ["li_2", false, null],
    ]);
    expect(detail.paymentMethod).toBe("Pay on delivery");
    expect(detail.shippingMethod).toBe("Nationwide delivery");
  });

  it("offers no review before delivery and ignores cancelled fulfilments", () => {
    const shipped = { ...delivered, fulfillment_status: "shipped", fulfillments: [{ shipped_at: "2026-11-02T09:00:00.000Z", delivered_at: null, items: [{ line_item_id: "li_1" }] }] };
    expect(toOrderDetail(shipped).lines.every((l) => !l.canReview)).toBe(true);
    const cancelledFulfilment = { ...delivered, fulfillments: [{ delivered_at: "2026-11-04T15:00:00.000Z", canceled_at: "2026-11-04T16:00:00.000Z", items: [{ line_item_id: "li_1" }] }] };
    expect(toOrderDetail(cancelledFulfilment).deliveredAt).toBeNull();
  });

  it("formats dates for Ghana and reads ?page= safely", () => {
    expect(formatOrderDate("2026-11-04T23:30:00.000Z")).toBe("4 Nov 2026");
    expect(formatOrderDate(null)).toBe("");
    expect(pageFrom("3")).toBe(3);
    expect(pageFrom("-1")).toBe(1);
    expect(pageFrom("abc")).toBe(1);
    expect(pageFrom(null)).toBe(1);
  });
});
