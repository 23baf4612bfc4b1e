import type { MedusaContainer } from "@medusajs/framework/types";
import { describe, expect, it } from "vitest";
import { PAYMENTS_PLUGIN, paymentsOptionsOf } from "./options";

/** A container that answers Medusa's configuration with these plugins. */
const containerWith = (plugins: unknown[]) => ({ resolve: () => ({ plugins }) }) as unknown as MedusaContainer;

describe("the payments plugin's options (ADR 240)", () => {
  it("come from the plugin's registration in medusa-config.ts, beside the storefront's address", () => {
    const container = containerWith(["@medusajs/other", { resolve: PAYMENTS_PLUGIN, options: { storefront_url: "https://glow.com.gh", checkoutMaxConcurrent: 2 } }]);
    expect(paymentsOptionsOf(container)).toMatchObject({ checkoutMaxConcurrent: 2, checkoutQueueTimeoutMs: 120_000 });
  });

  it("default without options, and a wrong one is named", () => {
    expect(paymentsOptionsOf(containerWith([{ resolve: PAYMENTS_PLUGIN }]))).toEqual({
      checkoutMaxConcurrent: 4,
      checkoutQueueTimeoutMs: 120_000,
      paystackBaseUrl: "https://api.paystack.co",
      customerEmailDomain: "glow.com.gh",
    });
    expect(() => paymentsOptionsOf(containerWith([{ resolve: PAYMENTS_PLUGIN, options: { customerEmailDomain: "not a domain" } }]))).toThrow(/customerEmailDomain: must be a domain name/);
    expect(() => paymentsOptionsOf(containerWith([{ resolve: PAYMENTS_PLUGIN, options: { checkoutQueueTimeoutMs: 10 } }]))).toThrow(/checkoutQueueTimeoutMs: must be at least 1000 milliseconds/);
  });
});
