import { describe, expect, it } from "vitest";
import { localGhanaPhone, phoneSearchDigits } from "./ghana-phone.js";
import { LowStockQuery, orderPaymentLines, paymentMethodLabel, paymentStateLabel, periodsOf, rangeInstants, ReportRangeQuery } from "./reports.js";

describe("report ranges", () => {
  it("reads two days, both included, as Ghana (UTC) instants", () => {
    const range = ReportRangeQuery.parse({ from: "2026-11-01", to: "2026-11-30" });
    expect(rangeInstants(range)).toEqual({ start: new Date("2026-11-01T00:00:00Z"), end: new Date("2026-12-01T00:00:00Z") });
  });

  it.each([
    [{ from: "2026-11-31", to: "2026-12-01" }, "from must be a date like 2026-11-01"],
    [{ from: "yesterday", to: "2026-12-01" }, "from must be a date like 2026-11-01"],
    [{ from: "2026-11-01" }, "to must be a date like 2026-11-01"],
    [{ from: "2026-12-02", to: "2026-12-01" }, "from must be on or before to"],
    [{ from: "2024-01-01", to: "2026-01-01" }, "A report covers at most 367 days"],
  ])("refuses %j in plain words", (query, message) => {
    const result = ReportRangeQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it("puts an instant in its day, its week (from Monday) and its month", () => {
    expect(periodsOf(new Date("2026-11-29T23:59:00Z"))).toEqual({ day: "2026-11-29", week: "2026-11-23", month: "2026-11" });
    expect(periodsOf(new Date("2026-11-30T00:00:00Z"))).toEqual({ day: "2026-11-30", week: "2026-11-30", month: "2026-11" });
  });

  it("reads a low-stock threshold, 5 by default", () => {
    expect(LowStockQuery.parse({})).toEqual({ threshold: 5 });
    expect(LowStockQuery.parse({ threshold: "0" })).toEqual({ threshold: 0 });
    expect(LowStockQuery.safeParse({ threshold: "-1" }).success).toBe(false);
    expect(LowStockQuery.safeParse({ threshold: "2.5" }).success).toBe(false);
  });
});

describe("payment words", () => {
  it("names the provider and Paystack's channel", () => {
    expect(paymentMethodLabel("pp_pay-on-delivery_pay-on-delivery")).toBe("Pay on delivery");
    expect(paymentMethodLabel("pp_paystack_paystack", "mobile_money")).toBe("Mobile money (Paystack)");
    expect(paymentMethodLabel("pp_paystack_paystack", "card")).toBe("Card (Paystack)");
    expect(paymentMethodLabel("pp_paystack_paystack")).toBe("Paystack");
    expect(paymentMethodLabel(null)).toBe("No payment");
  });

  it("tells an authorized pay-on-delivery order as awaiting cash", () => {
    expect(paymentStateLabel("authorized", true)).toBe("Awaiting cash on delivery");
    expect(paymentStateLabel("captured", true)).toBe("Paid");
    expect(paymentStateLabel("partially_refunded", false)).toBe("Partly refunded");
  });
});

describe("phone numbers staff type", () => {
  it.each([
    ["0244000001", "244000001"],
    [" 024 400 0001 ", "244000001"],
    ["+233 24 400 0001", "244000001"],
    ["233244000001", "244000001"],
    ["02440", "2440"],
  ])("searches %j by the digits every stored form contains", (query, digits) => {
    expect(phoneSearchDigits(query)).toBe(digits);
  });

  it.each(["Ama", "ama@example.com", "0", "02", "244000001", "00244000001", "0244-000-0011x"])("leaves %j as typed", (query) => {
    expect(phoneSearchDigits(query)).toBeNull();
  });

  it("writes a stored number the local way", () => {
    expect(localGhanaPhone("+233244000001")).toBe("0244000001");
    expect(localGhanaPhone("not a phone")).toBeNull();
  });
});

describe("an order's payment in words (the dashboard's order page)", () => {
  const cash = (captured: number, refunded = 0, status = "captured") =>
    orderPaymentLines({
      total: 189,
      payment_status: status,
      payment_collections: [{ captured_amount: captured, refunded_amount: refunded, payments: [{ provider_id: "pp_pay-on-delivery_pay-on-delivery", data: {} }] }],
    });

  it("says how a pay-on-delivery order stands, once, in cedis", () => {
    expect(cash(0, 0, "authorized")).toEqual([
      { label: "Method", value: "Pay on delivery" },
      { label: "State", value: "Awaiting cash on delivery" },
      { label: "Order total", value: "GH₵ 189.00" },
      { label: "Cash collected", value: "GH₵ 0.00" },
      { label: "To collect on delivery", value: "GH₵ 189.00" },
    ]);
    expect(cash(189, 99, "partially_refunded")).toEqual([
      { label: "Method", value: "Pay on delivery" },
      { label: "State", value: "Partly refunded" },
      { label: "Order total", value: "GH₵ 189.00" },
      { label: "Cash collected", value: "GH₵ 189.00" },
      { label: "Refunded", value: "GH₵ 99.00" },
    ]);
  });

  it("names the Paystack channel and reads Medusa's BigNumber amounts", () => {
    const lines = orderPaymentLines({
      total: { numeric: 235 },
      payment_status: "captured",
      payment_collections: [{ captured_amount: { numeric: 235 }, refunded_amount: { numeric: 0 }, payments: [{ provider_id: "pp_paystack_paystack", data: { channel: "mobile_money" } }] }],
    });
    expect(lines).toEqual([
      { label: "Method", value: "Mobile money (Paystack)" },
      { label: "State", value: "Paid" },
      { label: "Order total", value: "GH₵ 235.00" },
      { label: "Paid", value: "GH₵ 235.00" },
    ]);
  });

  it("says there is no payment on an order without one", () => {
    expect(orderPaymentLines({ total: 30, payment_status: "not_paid", payment_collections: [] }).slice(0, 2)).toEqual([
      { label: "Method", value: "No payment" },
      { label: "State", value: "Not paid" },
    ]);
  });
});
