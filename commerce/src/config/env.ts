import path from "node:path";
import { trustProxySetting } from "@glow/shop-contracts";
import { envFlag, envObject, envText, envUrl, envVar, envWholeNumber, parseEnv, type EnvSpecs } from "@glow/medusa-http";
import { PAYMENTS_ENV } from "@glow/plugin-payments/lib/env";
import { PHONE_AUTH_ENV } from "@glow/plugin-phone-auth/lib/env";
import { z } from "@medusajs/framework/zod";
import { loadShopOptions, type ShopOptions } from "./options";

/**
 * The Medusa app's configuration (ADR 170): its own variables plus those of our plugins (each plugin
 * describes its own in `src/lib/env.ts`), as one zod schema. medusa-config.ts parses it once when
 * Medusa starts: a wrong value stops Medusa with the variable's name, what is wrong and what to do.
 * README "Environment" lists these (tests/env-docs.test.ts keeps it in step).
 */
export const COMMERCE_ENV = {
  NODE_ENV: envVar(envText().default("development"), {
    default: "development",
    meaning: "`production` (`npm start`, the image): `JWT_SECRET` and `COOKIE_SECRET` required, no `shop-info` probe plugin",
  }),
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
  PORT: envVar(envWholeNumber(1, 65535, "(a port)").default(3000), { default: "3000", meaning: "the storefront's port: Medusa's default `STOREFRONT_URL` uses it" }),
  MEDUSA_BACKEND_URL: envVar(envUrl().optional(), {
    default: "http://localhost:`MEDUSA_PORT`",
    meaning: "Medusa's public URL (upload URLs, admin CORS; `https://` turns on Secure admin cookies)",
  }),
  STOREFRONT_URL: envVar(envUrl().optional(), {
    default: "http://localhost:`PORT`",
    meaning: "the shop's public URL: store and auth CORS, Paystack's return address, the order link in order SMS",
  }),
  STORE_CORS: envVar(envText().optional(), { default: "`STOREFRONT_URL`", meaning: "Medusa's store CORS origins (comma-separated)" }),
  ADMIN_CORS: envVar(envText().optional(), { default: "`MEDUSA_BACKEND_URL`", meaning: "Medusa's admin CORS origins" }),
  AUTH_CORS: envVar(envText().optional(), { default: "`MEDUSA_BACKEND_URL`,`STOREFRONT_URL`", meaning: "Medusa's auth CORS origins" }),
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
  MEDUSA_ADMIN_BACKEND_URL: envVar(envText().default("/"), { default: "/", meaning: "where the admin dashboard calls Medusa from the browser" }),
  MEDUSA_DISABLE_TELEMETRY: envVar(envFlag().optional(), { default: "true (`.env.example`)", meaning: "Medusa's own switch for its usage telemetry" }),
  GLOW_DATA_DIR: envVar(envText().default(".data"), { default: "`.data`", meaning: "where data, uploads, logs, secrets and the SMS outbox go (relative to the repo root)" }),
  TRUST_PROXY: envVar(
    trustProxySetting(),
    {
      default: "loopback",
      meaning:
        "the proxies whose `X-Forwarded-For` Medusa's per-network limits believe (the storefront, nginx): addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal` or `none`, comma-separated; hop counts are refused ([ADR 085](docs/decisions/085-abuse-limits-and-nat-friendly-keys.md))",
    },
  ),
  S3_BUCKET: envVar(envText().optional(), {
    default: "none (the local disk, `.data/uploads`)",
    meaning: "uploads on S3-compatible storage (`@medusajs/medusa/file-s3`), shared by every Medusa process ([ADR 091](docs/decisions/091-production-images-and-shared-file-storage.md))",
  }),
  S3_REGION: envVar(envText().default("us-east-1"), { default: "us-east-1", meaning: "the bucket's region" }),
  S3_ACCESS_KEY_ID: envVar(envText().optional(), { default: "none", meaning: "the bucket's access key" }),
  S3_SECRET_ACCESS_KEY: envVar(envText().optional(), { default: "none", meaning: "the bucket's secret key", secret: true }),
  S3_ENDPOINT: envVar(envUrl().optional(), { default: "AWS", meaning: "the storage's address (MinIO and other self-hosted stores)" }),
  S3_FORCE_PATH_STYLE: envVar(envFlag().default(false), { default: "false", meaning: "`true`: bucket-in-the-path URLs (MinIO)" }),
  S3_FILE_URL: envVar(envUrl().optional(), {
    default: "`S3_ENDPOINT`/`S3_BUCKET`, else https://`S3_BUCKET`.s3.amazonaws.com",
    meaning: "the files' public address (a CDN, the bucket, or a proxy path); give the storefront the same value",
  }),
  S3_PREFIX: envVar(envText().default(""), { default: "none", meaning: "a folder inside the bucket" }),
  GLOW_OPTIONS_FILE: envVar(envText().optional(), {
    default: "none (every option's default)",
    meaning: "a JSON file of the shop's options — limits, lifetimes, SMS texts (README \"Options\", [ADR 240](docs/decisions/240-shop-options-file.md)); relative to the repo root",
  }),
  SEED_DEMO_ACCOUNTS: envVar(envFlag().optional(), {
    default: "true on this machine, false in a deployment",
    meaning: "`false` seeds the catalog without demo accounts; `true` adds them even in a deployment ([ADR 086](docs/decisions/086-recovery-changes-trusted-devices-production-defaults.md))",
  }),
} satisfies EnvSpecs;

/** Every variable the Medusa process reads: the app's own and its plugins'. */
export const MEDUSA_APP_ENV = { ...PHONE_AUTH_ENV, ...PAYMENTS_ENV, ...COMMERCE_ENV } satisfies EnvSpecs;

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

/** Parses `env` (a ConfigError lists every wrong variable) and derives the URLs the others default to. */
export function loadCommerceConfig(env: Record<string, string | undefined>, repoRoot: string): CommerceConfig {
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
