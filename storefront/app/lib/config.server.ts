/**
 * The storefront's configuration: every environment variable it reads, in one zod schema, parsed once
 * when the server starts (ADR 170). A wrong value stops the process with the variable's name, what is
 * wrong and what to do, instead of being ignored or failing on some later request.
 * What a shop may tune but need not set (limits, the CSP's extra origins) are options instead: the
 * `storefront` section of the shop's options file (ADR 240; the schema is shared with Medusa, which
 * checks the whole file). docs/configuration.md "Environment" and "Options" list both; tests/env-docs.test.ts keeps
 * them and `.env.example` in step with STOREFRONT_ENV below and STOREFRONT_OPTIONS.
 * No "~/" imports: server.ts bundles this file with esbuild (through lib/security/policy.server.ts).
 */
import {
  ConfigError,
  describeConfigIssues,
  envObject,
  envText,
  envUrl,
  envVar as v,
  envWholeNumber as wholeNumber,
  parseOptions,
  storefrontOptionsSchema,
  type EnvVar,
  type StorefrontOptions,
} from "@glow/shop-contracts";
import { SHARED_ENV } from "@glow/shop-contracts/shared-env";
import { parseTrustedProxies, type TrustedProxies } from "@glow/shop-contracts/trusted-proxies";
import { findRepoRoot, readOptionsFile } from "@glow/shop-contracts/options-file";
import { z } from "zod";

export { ConfigError, describeConfigIssues, type EnvVar };

const text = envText;
const httpUrl = () => envUrl();

export const MAX_STOREFRONT_WORKERS = 16;

/** The storefront's own variables; those both apps read are SHARED_ENV (@glow/shop-contracts). */
export const STOREFRONT_ENV = {
  MEDUSA_URL: v(httpUrl().optional(), {
    default: "`MEDUSA_BACKEND_URL`, else http://localhost:9000",
    meaning: "how the storefront server reaches Medusa (`npm start`: the address Medusa is bound to)",
  }),
  MEDUSA_PUBLISHABLE_KEY: v(text().optional(), {
    default: "read from the database by `npm start`",
    meaning: "the store's publishable key (Medusa admin → Settings → Publishable API keys); required in production",
  }),
  SESSION_SECRET: v(text().optional(), {
    default: "generated into `.data/secrets.json` by `npm start`",
    meaning: "signs the session cookies; required in production, the same on every storefront process; several comma-separated secrets rotate (the first signs)",
    secret: true,
  }),
  STOREFRONT_WORKERS: v(wholeNumber(1, MAX_STOREFRONT_WORKERS, "processes").default(1), {
    default: "1 (`npm start`: one per core, up to 2)",
    meaning: "processes serving the storefront on one host, sharing nothing but the port ([ADR 140](docs/decisions/140-stateless-storefront-processes.md))",
  }),
} satisfies Record<string, EnvVar>;

/** The parsed settings, named for what they do. */
export interface StorefrontConfig {
  production: boolean;
  nodeEnv: "development" | "production" | "test";
  port: number;
  medusa: { url: string; publishableKey: string; timeoutMs: number; publicUrl?: string };
  storefrontUrl?: string;
  /** STOREFRONT_URL without a trailing slash: the origin for canonical URLs. */
  publicUrl?: string;
  trustedProxies: TrustedProxies;
  trustedOrigins: string[];
  cspExtra: { "script-src": string[]; "frame-src": string[]; "connect-src": string[]; "img-src": string[] };
  bodyLimitBytes: number;
  pageCacheMs: number;
  /** Secure cookies: production, unless the shop's address is http:// on a host other than localhost. */
  secureCookies: boolean;
  sessionSecrets: string[];
  storefrontWorkers: number;
  dataDir: string;
  s3: { fileUrl?: string; internalUrl?: string };
  whatsappNumber: string;
}

const trimSlash = (url: string | undefined) => url?.replace(/\/+$/, "");

/**
 * Variables the storefront no longer reads (ADR 240), each with what replaced it. One still set stops
 * the storefront: silently dropping it would quietly change a limit or policy the shop chose.
 */
export const RETIRED_STOREFRONT_VARIABLES: Record<string, string> = {
  MEDUSA_TIMEOUT_MS: "the option storefront.medusaTimeoutMs",
  BODY_LIMIT_BYTES: "the option storefront.bodyLimitBytes",
  PAGE_CACHE_SECONDS: "the option storefront.pageCacheSeconds",
  TRUSTED_ORIGINS: "the option storefront.trustedOrigins",
  CSP_EXTRA_SCRIPT_SRC: "the option storefront.contentSecurityPolicy.scriptSrc",
  CSP_EXTRA_FRAME_SRC: "the option storefront.contentSecurityPolicy.frameSrc",
  CSP_EXTRA_CONNECT_SRC: "the option storefront.contentSecurityPolicy.connectSrc",
  CSP_EXTRA_IMG_SRC: "the option storefront.contentSecurityPolicy.imgSrc",
  PUBLIC_URL: "STOREFRONT_URL (the shop's public address)",
  MEDUSA_PUBLIC_URL: "MEDUSA_BACKEND_URL (pictures from Medusa's public URL are allowed)",
  COOKIE_SECURE: "STOREFRONT_URL: an http:// address other than localhost sends cookies without Secure",
  S3_FILE_INTERNAL_URL: "the option storefront.s3InternalUrl",
  VITE_WHATSAPP_NUMBER: "the option storefront.whatsappNumber (read when the storefront starts, no rebuild)",
};

const ALL_ENV = { ...SHARED_ENV, ...STOREFRONT_ENV };

export const storefrontEnvSchema = envObject(ALL_ENV)
  // Checked even when other variables are wrong too (`when`), so one run lists every problem.
  .refine((env) => env.NODE_ENV !== "production" || Boolean(env.SESSION_SECRET), {
    path: ["SESSION_SECRET"],
    message: "must be set in production (npm start generates one into .data/secrets.json)",
    when: () => true,
  })
  .refine((env) => env.NODE_ENV !== "production" || Boolean(env.MEDUSA_PUBLISHABLE_KEY), {
    path: ["MEDUSA_PUBLISHABLE_KEY"],
    message: "must be set in production: start the shop with `npm start` (it finds the key), or copy it from the Medusa admin → Settings → Publishable API keys",
    when: () => true,
  });
type StorefrontEnv = z.output<typeof storefrontEnvSchema>;

/** The options file as the storefront reads it: its own section. */
const optionsFileSchema = z.object({ storefront: storefrontOptionsSchema.prefault({}) });

/** Browsers treat these as secure even over http://, so Secure cookies work there. */
const isLocalhost = (url: string) => ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);

function toConfig(e: StorefrontEnv, options: StorefrontOptions): StorefrontConfig {
  const production = e.NODE_ENV === "production";
  const secrets = (e.SESSION_SECRET ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const plainHttp = e.STOREFRONT_URL !== undefined && e.STOREFRONT_URL.startsWith("http://") && !isLocalhost(e.STOREFRONT_URL);
  const csp = options.contentSecurityPolicy;
  return {
    production,
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    medusa: {
      url: trimSlash(e.MEDUSA_URL ?? e.MEDUSA_BACKEND_URL ?? "http://localhost:9000")!,
      publishableKey: e.MEDUSA_PUBLISHABLE_KEY ?? "",
      timeoutMs: options.medusaTimeoutMs,
      publicUrl: e.MEDUSA_BACKEND_URL,
    },
    storefrontUrl: e.STOREFRONT_URL,
    publicUrl: trimSlash(e.STOREFRONT_URL),
    trustedProxies: parseTrustedProxies(e.TRUST_PROXY),
    trustedOrigins: options.trustedOrigins,
    cspExtra: { "script-src": csp.scriptSrc, "frame-src": csp.frameSrc, "connect-src": csp.connectSrc, "img-src": csp.imgSrc },
    bodyLimitBytes: options.bodyLimitBytes,
    pageCacheMs: options.pageCacheSeconds * 1000,
    secureCookies: production && !plainHttp,
    sessionSecrets: secrets.length > 0 ? secrets : ["glow-development-session-secret"],
    storefrontWorkers: e.STOREFRONT_WORKERS,
    dataDir: e.GLOW_DATA_DIR,
    s3: { fileUrl: trimSlash(e.S3_FILE_URL), internalUrl: trimSlash(options.s3InternalUrl) },
    whatsappNumber: options.whatsappNumber,
  };
}

/** A ConfigError naming every retired variable still set, and what replaced it. */
function refuseRetiredVariables(env: Record<string, string | undefined>): void {
  const set = Object.keys(RETIRED_STOREFRONT_VARIABLES).filter((name) => (env[name] ?? "").trim() !== "");
  if (set.length === 0) return;
  throw new ConfigError(
    [
      "The storefront no longer reads these variables (ADR 240):",
      ...set.map((name) => `  - ${name}: use ${RETIRED_STOREFRONT_VARIABLES[name]} instead.`),
      'Put options in the JSON file GLOW_OPTIONS_FILE names (docs/configuration.md "Options"), then unset the variables.',
    ].join("\n"),
  );
}

/**
 * The storefront's section of the shop's options file, checked (Medusa checks the whole file at its
 * start as well). `repoRoot`: what a relative GLOW_OPTIONS_FILE is resolved against.
 */
export function loadStorefrontOptions(file: string | undefined, repoRoot: string): StorefrontOptions {
  const { where, raw } = readOptionsFile(file, repoRoot);
  // The other sections are Medusa's: left to it (it checks the whole file when it starts).
  return parseOptions(where ? `shop options file ${where}` : "storefront", optionsFileSchema, raw, { topLevel: "ignore-unknown" }).storefront;
}

/**
 * Parses an environment and the options file it names; a ConfigError lists every wrong variable or
 * option. Tests pass their own env, and options directly instead of a file.
 */
export function parseStorefrontEnv(env: Record<string, string | undefined>, options?: StorefrontOptions): StorefrontConfig {
  refuseRetiredVariables(env);
  const result = storefrontEnvSchema.safeParse(env);
  if (!result.success) throw new ConfigError(describeConfigIssues("storefront", result.error.issues, env, ALL_ENV));
  return toConfig(result.data, options ?? loadStorefrontOptions(result.data.GLOW_OPTIONS_FILE, findRepoRoot(process.cwd())));
}

const NAMES = [...Object.keys(ALL_ENV), ...Object.keys(RETIRED_STOREFRONT_VARIABLES)];
let current: { key: string; config: StorefrontConfig } | undefined;

/**
 * The process's configuration, parsed from process.env (and the options file) on first use (the
 * server's start-up). In production that parse is final; elsewhere it is parsed again when a variable
 * changed (unit tests stub the environment per test).
 */
export function storefrontConfig(): StorefrontConfig {
  if (current?.config.production) return current.config;
  const key = NAMES.map((name) => process.env[name] ?? "\u0000").join("\u0001");
  if (current?.key !== key) current = { key, config: parseStorefrontEnv(process.env) };
  return current.config;
}

/**
 * For the server's entry: parse now, and on a wrong value print the message and stop the process
 * (exit code 1) rather than throw a stack trace at the operator.
 */
export function loadStorefrontConfigOrExit(): StorefrontConfig {
  try {
    return storefrontConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
