import { envObject, envText, envUrl, envVar, parseEnv } from "@glow/medusa-http";
import type { z } from "@medusajs/framework/zod";

/**
 * The payments plugin's environment (ADR 170). The Medusa app's schema (commerce/src/config/env.ts)
 * composes this one, checks it when Medusa starts and hands Paystack's settings to the provider.
 */
export const PAYMENTS_ENV = {
  PAYSTACK_SECRET_KEY: envVar(envText().optional(), {
    default: "none (Paystack off)",
    meaning: "turns on Paystack (MoMo, cards, bank transfer); pay on delivery is always offered. Webhook: `{MEDUSA_BACKEND_URL}/hooks/paystack`",
    secret: true,
  }),
  PAYSTACK_BASE_URL: envVar(envUrl().default("https://api.paystack.co"), { default: "https://api.paystack.co", meaning: "Paystack's API address (tests use a fake)" }),
  SHOP_DOMAIN: envVar(
    envText()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { error: "must be a domain name such as glow.com.gh" })
      .default("glow.com.gh"),
    { default: "glow.com.gh", meaning: "domain of the placeholder email Paystack gets for phone-only customers (`233244000001@customers.glow.com.gh`)" },
  ),
};

export const paymentsEnvSchema = envObject(PAYMENTS_ENV);
export type PaymentsEnv = z.output<typeof paymentsEnvSchema>;

export function parsePaymentsEnv(env: Record<string, string | undefined> = process.env): PaymentsEnv {
  return parseEnv("payments plugin", paymentsEnvSchema, PAYMENTS_ENV, env);
}
