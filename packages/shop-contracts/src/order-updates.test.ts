import { describe, expect, it } from "vitest";
import { consultationConfirmedSms, ORDER_SMS_TEXTS, ORDER_STEPS, orderPageLink, orderSmsTemplate, smsLineSummary } from "./order-updates.js";

const link = orderPageLink("https://glow.example/", "order_01ABC");
const podFacts = { displayId: 12, link, firstName: "Ama", total: 215.5, paymentProviderId: "pp_pay-on-delivery_pay-on-delivery", deliveryName: "Accra delivery" };

describe("order SMS texts", () => {
  it("link to the order's own page on the storefront", () => {
    expect(link).toBe("https://glow.example/orders/order_01ABC");
  });

  it("name the order and end with its link at every step, in one short SMS or two", () => {
    for (const step of ORDER_STEPS) {
      const text = ORDER_SMS_TEXTS[step]({ ...podFacts, amount: 85 });
      expect(text).toContain("#12");
      expect(text.endsWith(link)).toBe(true);
      expect(text.length).toBeLessThanOrEqual(306);
    }
  });

  it("placed: thanks by name, the lines, the total and how to pay on delivery", () => {
    const text = ORDER_SMS_TEXTS.placed({ ...podFacts, lines: [{ title: "Shea Butter", variantTitle: "250 ml", quantity: 2 }, { title: "Serum", quantity: 1 }] });
    expect(text).toContain("Thank you, Ama!");
    expect(text).toContain("Order #12 (2× Shea Butter 250 ml and 1 more item) is confirmed");
    expect(text).toContain("GH₵ 215.50");
    expect(text).toContain("on delivery");
    expect(ORDER_SMS_TEXTS.placed({ displayId: 3, link, total: 80, paymentProviderId: "pp_paystack_paystack" })).toContain("Paid with Paystack.");
  });

  it("shipped asks a pay-on-delivery shopper to have the money ready; refunded names the amount", () => {
    expect(ORDER_SMS_TEXTS.shipped(podFacts)).toContain("have GH₵ 215.50 ready");
    expect(ORDER_SMS_TEXTS.shipped({ ...podFacts, paymentProviderId: "pp_paystack_paystack" })).not.toContain("ready");
    expect(ORDER_SMS_TEXTS.refunded({ ...podFacts, amount: 85 })).toContain("We refunded GH₵ 85.00 for order #12");
  });

  it("templates are stable names per step", () => {
    expect(orderSmsTemplate("return_received")).toBe("order-return-received");
  });
});

describe("smsLineSummary", () => {
  it("names the first line and counts the rest; leaves out Medusa's default variant name", () => {
    expect(smsLineSummary([{ title: "Lip Gloss", variantTitle: "Default variant", quantity: 1 }])).toBe("1× Lip Gloss");
    expect(smsLineSummary([{ title: "A", quantity: 1 }, { title: "B", quantity: 2 }, { title: "C", quantity: 1 }])).toBe("1× A and 3 more items");
    expect(smsLineSummary([])).toBe("");
  });
});

describe("consultationConfirmedSms", () => {
  it("confirms the date, time and how we meet, by first name", () => {
    expect(consultationConfirmedSms({ name: "Abena Owusu", date: "2026-12-01", time: "10:30", contactMethod: "whatsapp" })).toBe(
      "Glow: Hello Abena, your beauty consultation is confirmed for 2026-12-01 at 10:30 (on WhatsApp). To change it, call or WhatsApp us.",
    );
  });
});
