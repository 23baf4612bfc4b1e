import { envObject, envText, envVar, parseEnv } from "@glow/shop-contracts";
import type { z } from "@medusajs/framework/zod";

/**
 * The payments plugin's environment (ADR 170): the Paystack key only; its other settings are options
 * (lib/options.ts, ADR 240). The Medusa app's schema (commerce/src/config/env.ts)
 * composes this one, checks it when Medusa starts and hands Paystack's settings to the provider.
 */
export const PAYMENTS_ENV = {
  PAYSTACK_SECRET_KEY: envVar(envText().optional(), {
    default: "none (Paystack off)",
    meaning: "turns on Paystack (MoMo, cards, bank transfer); pay on delivery is always offered. Webhook: `{MEDUSA_BACKEND_URL}/hooks/paystack`",
    secret: true,
  }),
};

export const paymentsEnvSchema = envObject(PAYMENTS_ENV);
export type PaymentsEnv = z.output<typeof paymentsEnvSchema>;

export function parsePaymentsEnv(env: Record<string, string | undefined> = process.env): PaymentsEnv {
  return parseEnv("payments plugin", paymentsEnvSchema, PAYMENTS_ENV, env);
}
