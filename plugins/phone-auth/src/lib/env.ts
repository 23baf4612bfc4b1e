import { envFlag, envObject, envText, envUrl, envVar, envWholeNumber, parseEnv } from "@glow/medusa-http";
import { z } from "@medusajs/framework/zod";

/**
 * The environment variables phone-auth reads (ADR 170). The Medusa app's schema
 * (commerce/src/config/env.ts) composes this one and checks it when Medusa starts; loadConfig()
 * (lib/config.ts) reads the limits through it. Plugin options still win over these.
 */
const count = (fallback: number, unit: string, meaning: string, max = 1_000_000) =>
  envVar(envWholeNumber(1, max, unit).default(fallback), { default: String(fallback), meaning });
const smsText = (meaning: string) => envVar(envText().optional(), { default: "built in (`DEFAULT_SMS_TEXTS`, `lib/config.ts`)", meaning });

export const PHONE_AUTH_ENV = {
  PHONE_AUTH_SECRET: envVar(envText().optional(), {
    default: "`COOKIE_SECRET`, else `JWT_SECRET`",
    meaning: "HMAC key for SMS codes and proofs",
    secret: true,
  }),
  PHONE_AUTH_CODE_TTL_SECONDS: count(600, "seconds", "how long an SMS code is valid"),
  PHONE_AUTH_MAX_CODE_ATTEMPTS: count(5, "tries", "tries per SMS code, then the code is dead"),
  PHONE_AUTH_PROOF_TTL_SECONDS: count(900, "seconds", "how long a verified code's proof lasts (finish sign-up or reset within it)"),
  PHONE_AUTH_CODES_PER_PHONE_PER_MINUTE: count(1, "codes", "codes sent per number a minute, for each purpose (sign-up, reset, device sign-in, phone change)"),
  PHONE_AUTH_CODES_PER_PHONE_PER_HOUR: count(5, "codes", "codes sent per number an hour, across all purposes"),
  PHONE_AUTH_CODES_PER_IP_PER_HOUR: count(20, "codes", "codes sent per network an hour"),
  PHONE_AUTH_LOGIN_FAILURES: count(5, "failures", "failed sign-ins per number per `PHONE_AUTH_LOGIN_FAILURE_WINDOW_SECONDS`"),
  PHONE_AUTH_LOGIN_FAILURE_WINDOW_SECONDS: count(900, "seconds", "the window of the per-number sign-in and code-check limits"),
  PHONE_AUTH_LOGIN_FAILURES_PER_IP_PER_MINUTE: count(10, "failures", "failed sign-ins per network (IPv4 address, IPv6 /64) a minute, across any numbers (ADR 085)"),
  PHONE_AUTH_LOGIN_FAILURES_PER_IP_PER_HOUR: count(100, "failures", "failed sign-ins per network an hour (ADR 085)"),
  PHONE_AUTH_CODE_CHECKS_PER_PHONE: count(10, "checks", "code checks per number per `PHONE_AUTH_LOGIN_FAILURE_WINDOW_SECONDS`"),
  PHONE_AUTH_CODE_CHECKS_PER_IP_PER_HOUR: count(60, "checks", "wrong code checks per network an hour"),
  PHONE_AUTH_DUMMY_HASHES_PER_SECOND: count(10, "hashes", "dummy password hashes for unknown numbers per server process a second"),
  MAX_DEVICES: count(3, "devices", "devices a shopper may be signed in on at once ([ADR 005](docs/decisions/005-sessions-and-forced-sign-out.md))", 100),
  PHONE_AUTH_REMEMBER_DAYS: count(30, "days", "how long a \"remember me\" session lasts"),
  PHONE_AUTH_SESSION_HOURS: count(24, "hours", "how long a session without \"remember me\" lasts"),
  PHONE_AUTH_TRUSTED_DEVICE_DAYS: count(30, "days", "how long a trusted device skips the device code"),
  PHONE_AUTH_JWT_TTL_SECONDS: count(300, "seconds", "lifetime of the Medusa token minted for a session check (at most 300)", 300),
  SHOP_ADMIN_GROUP: envVar(envText().default("Shop admins"), { default: "Shop admins", meaning: "customer group whose members are storefront admins" }),
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
  SMS_SENDER_ID: envVar(envText().default("Glow"), { default: "Glow", meaning: "the sender name on SMS (Arkesel)" }),
  SMS_OUTBOX_FILE: envVar(envText().optional(), { default: "`$GLOW_DATA_DIR/sms-outbox.jsonl`", meaning: "where the `local` gateway appends messages" }),
  ARKESEL_API_KEY: envVar(envText().optional(), { default: "none", meaning: "Arkesel's API key (`SMS_GATEWAY=arkesel`)", secret: true }),
  ARKESEL_BASE_URL: envVar(envUrl().optional(), { default: "Arkesel's API", meaning: "another Arkesel API address (tests)" }),
  TWILIO_ACCOUNT_SID: envVar(envText().optional(), { default: "none", meaning: "Twilio account (`SMS_GATEWAY=twilio`)" }),
  TWILIO_AUTH_TOKEN: envVar(envText().optional(), { default: "none", meaning: "Twilio auth token", secret: true }),
  TWILIO_FROM: envVar(envText().optional(), { default: "none", meaning: "Twilio sender number (or `TWILIO_MESSAGING_SERVICE_SID`)" }),
  TWILIO_MESSAGING_SERVICE_SID: envVar(envText().optional(), { default: "none", meaning: "Twilio messaging service, instead of `TWILIO_FROM`" }),
  TWILIO_BASE_URL: envVar(envUrl().optional(), { default: "Twilio's API", meaning: "another Twilio API address (tests)" }),
  SMS_TEXT_REGISTRATION: smsText("the sign-up code SMS; `{code}` marks where the code goes"),
  SMS_TEXT_REGISTRATION_EXISTING: smsText("the SMS to a number that already has an account (no code)"),
  SMS_TEXT_PASSWORD_RESET: smsText("the password reset code SMS (`{code}`)"),
  SMS_TEXT_DEVICE_LOGIN: smsText("the new-device sign-in code SMS (`{code}`)"),
  SMS_TEXT_PHONE_CHANGE: smsText("the phone change code SMS (`{code}`)"),
  SMS_TEXT_PHONE_CHANGED_NOTICE: smsText("the notice to the old number after a phone change (no code)"),
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
