import { option, optionsObject, parseOptions, wholeNumberOption } from "@glow/shop-contracts";
import type { ConfigModule, MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { z } from "@medusajs/framework/zod";

/** The plugin's name in medusa-config.ts's `plugins`, where its options are. */
export const PAYMENTS_PLUGIN = "@glow/plugin-payments";

/**
 * The checkout queue and Paystack's non-secret settings (ADR 240): plugin options given in the shop's
 * options file under `payments`, passed by medusa-config.ts with the storefront's address
 * (`storefront_url`); the Paystack key stays in the environment (lib/env.ts).
 */
export const PAYMENTS_OPTIONS = {
  checkoutMaxConcurrent: wholeNumberOption(4, "completions", "cart completions running at once per Medusa process (the rest queue)", { max: 1000 }),
  checkoutQueueTimeoutMs: wholeNumberOption(120_000, "milliseconds", "how long a queued completion may wait before the shopper is asked to try again", {
    min: 1000,
    max: 3_600_000,
  }),
  paystackBaseUrl: option(
    z
      .string()
      .trim()
      .regex(/^https?:\/\/[^\s]+$/, { error: "must be an http:// or https:// URL" })
      .default("https://api.paystack.co"),
    "Paystack's API address (tests point it at a fake Paystack)",
  ),
  customerEmailDomain: option(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { error: "must be a domain name such as glow.com.gh" })
      .default("glow.com.gh"),
    "domain of the placeholder email Paystack gets for phone-only customers (`233244000001@customers.glow.com.gh`)",
  ),
};

export const paymentsOptionsSchema = optionsObject(PAYMENTS_OPTIONS);
export type PaymentsOptions = z.input<typeof paymentsOptionsSchema>;
export type PaymentsSettings = z.output<typeof paymentsOptionsSchema>;

/** Parses the plugin's options (`storefront_url` is read by the order SMS); a wrong one throws a ConfigError naming it. */
export function parsePaymentsOptions(options: Record<string, unknown> = {}): PaymentsSettings {
  return parseOptions("payments plugin", paymentsOptionsSchema, options, { topLevel: "ignore-unknown" });
}

/**
 * The options medusa-config.ts registered the plugin with, from Medusa's configuration in the
 * container: route handlers get no plugin options of their own (subscribers do).
 */
export function paymentsOptionsOf(container: MedusaContainer): PaymentsSettings {
  const config = container.resolve<ConfigModule>(ContainerRegistrationKeys.CONFIG_MODULE);
  const entry = config.plugins.find((plugin) => typeof plugin !== "string" && plugin.resolve === PAYMENTS_PLUGIN);
  return parsePaymentsOptions(typeof entry === "object" ? (entry.options as Record<string, unknown> | undefined) : undefined);
}
