import { envFlag, envObject, envText, envVar, parseEnv } from "@glow/shop-contracts";
import { z } from "@medusajs/framework/zod";

/**
 * The environment variables phone-auth reads (ADR 170): its secrets and the SMS gateway, what differs
 * between machines. Limits, lifetimes and texts are plugin options (lib/options.ts, ADR 240). The Medusa
 * app's schema (commerce/src/config/env.ts) composes this one and checks it when Medusa starts.
 */
export const PHONE_AUTH_ENV = {
  PHONE_AUTH_SECRET: envVar(envText().optional(), {
    default: "`COOKIE_SECRET`, else `JWT_SECRET`",
    meaning: "HMAC key for SMS codes and proofs",
    secret: true,
  }),
  SMS_GATEWAY: envVar(
    envText()
      .toLowerCase()
      .pipe(z.enum(["local", "arkesel", "twilio"], { error: "must be local, arkesel or twilio" }))
      .optional(),
    {
      default: "local on this machine; required in a deployment",
      meaning:
        "`local` (SMS appended to `.data/sms-outbox.jsonl`), `arkesel` or `twilio` — see [ADR 004](docs/decisions/004-sms-gateway.md). A deployment refuses to start without `arkesel`/`twilio` (ADR 086)",
    },
  ),
  SMS_OUTBOX_FILE: envVar(envText().optional(), { default: "`$GLOW_DATA_DIR/sms-outbox.jsonl`", meaning: "where the `local` gateway appends messages" }),
  ARKESEL_API_KEY: envVar(envText().optional(), { default: "none", meaning: "Arkesel's API key (`SMS_GATEWAY=arkesel`)", secret: true }),
  TWILIO_ACCOUNT_SID: envVar(envText().optional(), { default: "none", meaning: "Twilio account (`SMS_GATEWAY=twilio`)" }),
  TWILIO_AUTH_TOKEN: envVar(envText().optional(), { default: "none", meaning: "Twilio auth token", secret: true }),
  TWILIO_FROM: envVar(envText().optional(), { default: "none", meaning: "Twilio sender: a number (+1…), an alphanumeric sender ID, or a messaging service SID (`MG…`)" }),
  GLOW_LOCAL_SHOP: envVar(envFlag().optional(), {
    default: "`true` with the embedded database",
    meaning: "a shop used only on this machine: demo accounts and the SMS outbox file allowed. With your own `DATABASE_URL` it is unset: a deployment (ADR 086)",
  }),
};

export const phoneAuthEnvSchema = envObject(PHONE_AUTH_ENV);
export type PhoneAuthEnv = z.output<typeof phoneAuthEnvSchema>;

/** Parses phone-auth's variables; a wrong one throws a ConfigError naming it. */
export function parsePhoneAuthEnv(env: Record<string, string | undefined> = process.env): PhoneAuthEnv {
  return parseEnv("phone-auth plugin", phoneAuthEnvSchema, PHONE_AUTH_ENV, env);
}
