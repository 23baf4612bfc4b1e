import { optionsObject, parseOptions, wholeNumberOption } from "@glow/shop-contracts";
import type { z } from "@medusajs/framework/zod";

/**
 * The consultation booking limits (ADR 085) as plugin options (ADR 240), given in the shop's options
 * file under `consultations`; medusa-config.ts passes them to the plugin, whose module keeps them.
 */
export const CONSULTATIONS_OPTIONS = {
  perPhonePerDay: wholeNumberOption(3, "bookings", "open consultation bookings per phone number per 24 hours", { max: 10_000 }),
  perHour: wholeNumberOption(60, "bookings", "new consultation bookings for the whole shop per hour"),
  perNetworkPerHour: wholeNumberOption(
    10,
    "bookings",
    "new consultation bookings per client network (IPv4 address or IPv6 /64) per hour; keep it well under `perHour` so one network cannot spend the shop's hour",
  ),
};

export const consultationsOptionsSchema = optionsObject(CONSULTATIONS_OPTIONS);
export type ConsultationsOptions = z.input<typeof consultationsOptionsSchema>;

/** Parses the plugin's options; a wrong one throws a ConfigError naming it. */
export function parseConsultationsOptions(options: unknown): z.output<typeof consultationsOptionsSchema> {
  return parseOptions("consultations plugin", consultationsOptionsSchema, options, { topLevel: "ignore-unknown" });
}
