import path from "node:path";
import { ConfigError, envFlag, envObject, envText, envUrl, envVar, envWholeNumber, parseEnv, type EnvSpecs } from "@glow/shop-contracts";
import { SHARED_ENV } from "@glow/shop-contracts/shared-env";
import { PAYMENTS_ENV } from "@glow/plugin-payments/lib/env";
import { PHONE_AUTH_ENV } from "@glow/plugin-phone-auth/lib/env";
import { z } from "@medusajs/framework/zod";
import { loadShopOptions, type ShopOptions } from "./options";

/**
 * The Medusa app's configuration (ADR 170): the variables both apps read (SHARED_ENV), its own, and
 * those of our plugins (each plugin describes its own in `src/lib/env.ts`), as one zod schema.
 * Medusa's own MEDUSA_DISABLE_TELEMETRY is not ours: the launchers and the image set it to true. medusa-config.ts parses it once when
 * Medusa starts: a wrong value stops Medusa with the variable's name, what is wrong and what to do.
 * docs/configuration.md "Environment" lists these (tests/env-docs.test.ts keeps it in step).
 */
export const COMMERCE_ENV = {
  DATABASE_URL: envVar(envUrl(["postgres:", "postgresql:"]).optional(), {
    default: "embedded (`npm start` starts Postgres in `.data/postgres`)",
    meaning: "your own Postgres; setting it makes the shop a deployment (no demo accounts, a real SMS gateway required; ADR 086)",
    secret: true,
  }),
  DATABASE_SSL: envVar(envFlag().default(false), { default: "false", meaning: "`true` connects to Postgres over TLS (managed databases)" }),
  REDIS_URL: envVar(envUrl(["redis:", "rediss:"]).optional(), {
    default: "none",
    meaning: "Medusa's event bus, workflow engine, locking and cache, and the phone-auth limits, move to Redis; without it everything is in memory (one process only)",
  }),
  MEDUSA_WORKER_MODE: envVar(z.enum(["shared", "server", "worker"], { error: "must be shared, server or worker" }).default("shared"), {
    default: "shared",
    meaning: "`server` (HTTP only) / `worker` (subscribers, scheduled jobs) split for scaled deployments ([ADR 071](docs/decisions/071-scale-topology.md))",
  }),
  MEDUSA_PORT: envVar(envWholeNumber(1, 65535, "(a port)").default(9000), { default: "9000", meaning: "Medusa port (admin at `/app`)" }),
  JWT_SECRET: envVar(envText().optional(), {
    default: "generated into `.data/secrets.json` by `npm start`",
    meaning: "signs Medusa's tokens; required in production, the same on every Medusa process",
    secret: true,
  }),
  COOKIE_SECRET: envVar(envText().optional(), {
    default: "generated into `.data/secrets.json` by `npm start`",
    meaning: "signs Medusa's cookies; required in production, the same on every Medusa process",
    secret: true,
  }),
  MEDUSA_DISABLE_ADMIN: envVar(envFlag().default(false), { default: "false", meaning: "`true` builds and serves no admin dashboard (the worker, test runs)" }),
  S3_BUCKET: envVar(envText().optional(), {
    default: "none (the local disk, `.data/uploads`)",
    meaning: "uploads on S3-compatible storage (`@medusajs/medusa/file-s3`), shared by every Medusa process ([ADR 091](docs/decisions/091-production-images-and-shared-file-storage.md))",
  }),
  S3_ACCESS_KEY_ID: envVar(envText().optional(), { default: "none", meaning: "the bucket's access key" }),
  S3_SECRET_ACCESS_KEY: envVar(envText().optional(), { default: "none", meaning: "the bucket's secret key", secret: true }),
  SEED_DEMO_ACCOUNTS: envVar(envFlag().optional(), {
    default: "true on this machine, false in a deployment",
    meaning: "`false` seeds the catalog without demo accounts; `true` adds them even in a deployment ([ADR 086](docs/decisions/086-recovery-changes-trusted-devices-production-defaults.md))",
  }),
} satisfies EnvSpecs;

/** Every variable the Medusa process reads: those both apps read, the app's own and its plugins'. */
export const MEDUSA_APP_ENV = { ...SHARED_ENV, ...PHONE_AUTH_ENV, ...PAYMENTS_ENV, ...COMMERCE_ENV } satisfies EnvSpecs;

const needed = (name: "JWT_SECRET" | "COOKIE_SECRET") => ({
  path: [name],
  message: "must be set in production, the same on every Medusa process (npm start generates it into .data/secrets.json)",
  // Checked even when other variables are wrong too, so one start lists every problem.
  when: () => true,
});

export const medusaAppEnvSchema = envObject(MEDUSA_APP_ENV)
  .refine((env) => env.NODE_ENV !== "production" || Boolean(env.JWT_SECRET), needed("JWT_SECRET"))
  .refine((env) => env.NODE_ENV !== "production" || Boolean(env.COOKIE_SECRET), needed("COOKIE_SECRET"));
export type MedusaAppEnv = z.output<typeof medusaAppEnvSchema>;

/** The settings medusa-config.ts builds Medusa's configuration from. */
export interface CommerceConfig {
  env: MedusaAppEnv;
  production: boolean;
  backendUrl: string;
  storefrontUrl: string;
  /** Absolute: GLOW_DATA_DIR resolved against the repo root. */
  dataDir: string;
  /** The shop's options (GLOW_OPTIONS_FILE, else the defaults). */
  options: ShopOptions;
}

/**
 * Variables the app no longer reads (ADR 240), each with the option or value that replaced it. One
 * still set stops Medusa: silently dropping it would quietly change a limit or text the shop chose.
 */
export const RETIRED_VARIABLES: Record<string, string> = {
  PHONE_AUTH_CODE_TTL_SECONDS: "the option phoneAuth.codeTtlSeconds",
  PHONE_AUTH_MAX_CODE_ATTEMPTS: "the option phoneAuth.maxCodeAttempts",
  PHONE_AUTH_PROOF_TTL_SECONDS: "the option phoneAuth.proofTtlSeconds",
  PHONE_AUTH_CODES_PER_PHONE_PER_MINUTE: "the option phoneAuth.limits.codesPerPhonePerMinute",
  PHONE_AUTH_CODES_PER_PHONE_PER_HOUR: "the option phoneAuth.limits.codesPerPhonePerHour",
  PHONE_AUTH_CODES_PER_IP_PER_HOUR: "the option phoneAuth.limits.codesPerIpPerHour",
  PHONE_AUTH_LOGIN_FAILURES: "the option phoneAuth.limits.loginFailuresPerPhone",
  PHONE_AUTH_LOGIN_FAILURE_WINDOW_SECONDS: "the option phoneAuth.limits.loginFailureWindowSeconds",
  PHONE_AUTH_LOGIN_FAILURES_PER_IP_PER_MINUTE: "the option phoneAuth.limits.loginFailuresPerIpPerMinute",
  PHONE_AUTH_LOGIN_FAILURES_PER_IP_PER_HOUR: "the option phoneAuth.limits.loginFailuresPerIpPerHour",
  PHONE_AUTH_CODE_CHECKS_PER_PHONE: "the option phoneAuth.limits.codeChecksPerPhone",
  PHONE_AUTH_CODE_CHECKS_PER_IP_PER_HOUR: "the option phoneAuth.limits.codeChecksPerIpPerHour",
  PHONE_AUTH_DUMMY_HASHES_PER_SECOND: "the option phoneAuth.limits.dummyHashesPerSecond",
  MAX_DEVICES: "the option phoneAuth.maxDevices",
  PHONE_AUTH_REMEMBER_DAYS: "the option phoneAuth.rememberDays",
  PHONE_AUTH_SESSION_HOURS: "the option phoneAuth.sessionHours",
  PHONE_AUTH_TRUSTED_DEVICE_DAYS: "the option phoneAuth.trustedDeviceDays",
  PHONE_AUTH_JWT_TTL_SECONDS: "the option phoneAuth.jwtTtlSeconds",
  SHOP_ADMIN_GROUP: "the option phoneAuth.shopAdminGroup",
  SMS_TEXT_REGISTRATION: "the option phoneAuth.sms.registration",
  SMS_TEXT_REGISTRATION_EXISTING: "the option phoneAuth.sms.registrationExisting",
  SMS_TEXT_PASSWORD_RESET: "the option phoneAuth.sms.passwordReset",
  SMS_TEXT_DEVICE_LOGIN: "the option phoneAuth.sms.deviceLogin",
  SMS_TEXT_PHONE_CHANGE: "the option phoneAuth.sms.phoneChange",
  SMS_TEXT_PHONE_CHANGED_NOTICE: "the option phoneAuth.sms.phoneChangedNotice",
  CONSULTATIONS_PER_PHONE_PER_DAY: "the option consultations.perPhonePerDay",
  CONSULTATIONS_PER_HOUR: "the option consultations.perHour",
  CONSULTATIONS_PER_NETWORK_PER_HOUR: "the option consultations.perNetworkPerHour",
  PROMO_CODE_FAILURES_PER_CUSTOMER: "the option promotions.failuresPerCustomer",
  PROMO_CODE_FAILURES_PER_IP_PER_HOUR: "the option promotions.failuresPerNetworkPerHour",
  RETURN_WINDOW_DAYS: "the option returns.windowDays",
  CHECKOUT_MAX_CONCURRENT: "the option payments.checkoutMaxConcurrent",
  CHECKOUT_QUEUE_TIMEOUT_MS: "the option payments.checkoutQueueTimeoutMs",
  STORE_CORS: "STOREFRONT_URL (the store's CORS origin follows from it)",
  ADMIN_CORS: "MEDUSA_BACKEND_URL (the dashboard's CORS origin follows from it)",
  AUTH_CORS: "MEDUSA_BACKEND_URL and STOREFRONT_URL",
  SMS_SENDER_ID: "the option phoneAuth.smsSenderId",
  TWILIO_MESSAGING_SERVICE_SID: "TWILIO_FROM (it takes a messaging service SID, MG…, as well as a sender)",
  PAYSTACK_BASE_URL: "the option payments.paystackBaseUrl",
  SHOP_DOMAIN: "the option payments.customerEmailDomain",
  MEDUSA_ADMIN_BACKEND_URL: "nothing: the dashboard is served by Medusa and calls it on its own origin",
  S3_REGION: "the option fileStorage.s3Region",
  S3_ENDPOINT: "the option fileStorage.s3Endpoint",
  S3_FORCE_PATH_STYLE: "the option fileStorage.s3ForcePathStyle",
  S3_PREFIX: "the option fileStorage.s3Prefix",
};

/** A ConfigError naming every retired variable still set, and what replaced it. */
export function refuseRetiredVariables(env: Record<string, string | undefined>): void {
  const set = Object.keys(RETIRED_VARIABLES).filter((name) => (env[name] ?? "").trim() !== "");
  if (set.length === 0) return;
  throw new ConfigError(
    [
      "The Medusa app no longer reads these variables (ADR 240):",
      ...set.map((name) => `  - ${name}: use ${RETIRED_VARIABLES[name]} instead.`),
      'Put options in the JSON file GLOW_OPTIONS_FILE names (docs/configuration.md "Options"), then unset the variables.',
    ].join("\n"),
  );
}

/** Parses `env` (a ConfigError lists every wrong variable) and derives the URLs the others default to. */
export function loadCommerceConfig(env: Record<string, string | undefined>, repoRoot: string): CommerceConfig {
  refuseRetiredVariables(env);
  const parsed = parseEnv("Medusa app", medusaAppEnvSchema, MEDUSA_APP_ENV, env);
  return {
    env: parsed,
    production: parsed.NODE_ENV === "production",
    backendUrl: (parsed.MEDUSA_BACKEND_URL ?? `http://localhost:${parsed.MEDUSA_PORT}`).replace(/\/+$/, ""),
    storefrontUrl: (parsed.STOREFRONT_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(repoRoot, parsed.GLOW_DATA_DIR),
    options: loadShopOptions(parsed.GLOW_OPTIONS_FILE, repoRoot),
  };
}
