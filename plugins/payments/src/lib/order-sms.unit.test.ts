import { describe, expect, it } from "vitest";
import { orderSmsKey, smsRecipient, storefrontUrlOf } from "./order-sms";

describe("smsRecipient", () => {
  it("prefers the customer's number and falls back to the delivery contact", () => {
    expect(smsRecipient("+233244000001", "0200000000")).toBe("+233244000001");
    expect(smsRecipient(null, "020 000 0000")).toBe("0200000000");
    expect(smsRecipient("12345", null)).toBeNull();
  });
});

describe("orderSmsKey", () => {
  it("is one key per order and step, and per fulfilment, return or refund when there can be several", () => {
    expect(orderSmsKey({ orderId: "order_1", step: "placed" })).toBe("order-sms:order_1:placed");
    expect(orderSmsKey({ orderId: "order_1", step: "packed", occurrence: "ful_2" })).toBe("order-sms:order_1:packed:ful_2");
  });
});

describe("storefrontUrlOf", () => {
  it("takes the storefront URL medusa-config.ts passes to the plugin", () => {
    expect(storefrontUrlOf({ storefront_url: "https://glow.com.gh" })).toBe("https://glow.com.gh");
  });
});
