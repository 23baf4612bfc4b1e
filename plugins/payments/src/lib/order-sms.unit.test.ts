import { describe, expect, it } from "vitest";
import { orderConfirmationSms, smsRecipient } from "./order-sms";

describe("orderConfirmationSms", () => {
  it("names the order, the total and how to pay on delivery", () => {
    const text = orderConfirmationSms({ displayId: 12, firstName: "Ama", total: 215.5, paymentProviderId: "pp_pay-on-delivery_pay-on-delivery", deliveryName: "Accra delivery" });
    expect(text).toContain("Thank you, Ama!");
    expect(text).toContain("Order #12 is confirmed");
    expect(text).toContain("GH₵ 215.50");
    expect(text).toContain("on delivery");
  });
  it("says a Paystack order is paid", () => {
    expect(orderConfirmationSms({ displayId: 3, total: 80, paymentProviderId: "pp_paystack_paystack" })).toContain("Paid with Paystack.");
  });
});

describe("smsRecipient", () => {
  it("prefers the customer's number and falls back to the delivery contact", () => {
    expect(smsRecipient("+233244000001", "0200000000")).toBe("+233244000001");
    expect(smsRecipient(null, "020 000 0000")).toBe("0200000000");
    expect(smsRecipient("12345", null)).toBeNull();
  });
});
