import { envObject, envVar, envWholeNumber, parseEnv } from "@glow/medusa-http";
import type { z } from "@medusajs/framework/zod";

/**
 * The consultation booking limits (ADR 085) from the environment (ADR 170). The Medusa app's schema
 * (commerce/src/config/env.ts) composes this one and checks it when Medusa starts.
 */
export const CONSULTATIONS_ENV = {
  CONSULTATIONS_PER_PHONE_PER_DAY: envVar(envWholeNumber(1, 10_000, "bookings").default(3), { default: "3", meaning: "open consultation bookings per phone number per 24 hours" }),
  CONSULTATIONS_PER_HOUR: envVar(envWholeNumber(1, 1_000_000, "bookings").default(60), { default: "60", meaning: "new consultation bookings for the whole shop per hour" }),
  CONSULTATIONS_PER_NETWORK_PER_HOUR: envVar(envWholeNumber(1, 1_000_000, "bookings").default(10), {
    default: "10",
    meaning: "new consultation bookings per client network (IPv4 address or IPv6 /64) per hour; keep it well under `CONSULTATIONS_PER_HOUR` so one network cannot spend the shop's hour",
  }),
};

export const consultationsEnvSchema = envObject(CONSULTATIONS_ENV);
export type ConsultationsEnv = z.output<typeof consultationsEnvSchema>;

export function parseConsultationsEnv(env: Record<string, string | undefined> = process.env): ConsultationsEnv {
  return parseEnv("consultations plugin", consultationsEnvSchema, CONSULTATIONS_ENV, env);
}
