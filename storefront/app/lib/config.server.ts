/**
 * The storefront's configuration: every environment variable it reads, in one zod schema, parsed once
 * when the server starts (ADR 170). A wrong value stops the process with the variable's name, what is
 * wrong and what to do, instead of being ignored or failing on some later request.
 * README "Environment" lists these variables; tests/env-docs.test.ts keeps it and `.env.example` in
 * step with STOREFRONT_ENV below.
 * No "~/" imports: server.ts bundles this file with esbuild (through lib/security/policy.server.ts).
 */
import { parseTrustedProxies, trustProxySetting, type TrustedProxies } from "@glow/shop-contracts";
import { z } from "zod";

/** One variable: how it is parsed, and what README says about it (default as shown, meaning). */
export interface EnvVar {
  schema: z.ZodType;
  default: string;
  meaning: string;
  /** Never echo the value in an error. */
  secret?: boolean;
}

/** An empty value (`X=` in .env or compose) means "not set", as it always has. */
const unset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const text = () => z.string().trim();
const wholeNumber = (min: number, max: number, unit: string) =>
  text()
    .regex(/^-?\d+$/, { error: `must be a whole number of ${unit}` })
    .transform(Number)
    .pipe(z.number().min(min, { error: `must be at least ${min} ${unit}` }).max(max, { error: `must be at most ${max} ${unit}` }));
const flag = () => z.enum(["true", "false"], { error: "must be true or false" }).transform((v) => v === "true");
const httpUrl = () =>
  text().refine(
    (value) => {
      try {
        return ["http:", "https:"].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: "must be an http:// or https:// URL" },
  );
/** Origins for the CSP or the cross-site check: http(s) URLs separated by spaces or commas. */
const originList = () =>
  text()
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .refine((list) => list.every((v) => /^https?:\/\/[^\s;']+$/.test(v)), {
      error: "must be http:// or https:// origins separated by spaces or commas (CSP keywords such as 'unsafe-eval' are not accepted)",
    });

const v = <T extends z.ZodType>(schema: T, doc: Omit<EnvVar, "schema">) => ({ schema: z.preprocess(unset, schema), ...doc });

export const MAX_STOREFRONT_WORKERS = 16;

export const STOREFRONT_ENV = {
  NODE_ENV: v(z.enum(["development", "production", "test"]).default("development"), {
    default: "development",
    meaning: "`production` (set by `npm start`, the image and compose): Secure cookies, `SESSION_SECRET` and `MEDUSA_PUBLISHABLE_KEY` required",
  }),
  PORT: v(wholeNumber(1, 65535, "(a port)").default(3000), { default: "3000", meaning: "storefront port" }),
  MEDUSA_URL: v(httpUrl().optional(), {
    default: "`MEDUSA_BACKEND_URL`, else http://localhost:9000",
    meaning: "how the storefront server reaches Medusa (`npm start`: the address Medusa is bound to)",
  }),
  MEDUSA_BACKEND_URL: v(httpUrl().optional(), { default: "http://localhost:9000", meaning: "Medusa's public URL; the storefront uses it only when `MEDUSA_URL` is unset" }),
  MEDUSA_PUBLISHABLE_KEY: v(text().optional(), {
    default: "read from the database by `npm start`",
    meaning: "the store's publishable key (Medusa admin → Settings → Publishable API keys); required in production",
  }),
  MEDUSA_TIMEOUT_MS: v(wholeNumber(1, 600_000, "milliseconds").default(10_000), {
    default: "10000",
    meaning: "a call to Medusa slower than this is abandoned and the page answers 503",
  }),
  MEDUSA_PUBLIC_URL: v(httpUrl().optional(), {
    default: "none",
    meaning: "an extra origin the Content-Security-Policy allows pictures from (Medusa's public URL, when pictures are not served through `/media`)",
  }),
  STOREFRONT_URL: v(httpUrl().optional(), {
    default: "none",
    meaning: "the shop's public URL: allowed to post to the shop (cross-site check); `https://` turns on HSTS and https-only pictures; `http://` turns off Secure cookies",
  }),
  PUBLIC_URL: v(httpUrl().optional(), {
    default: "`STOREFRONT_URL`, else the request's origin",
    meaning: "the shop's public address in canonical URLs, Open Graph tags, `robots.txt` and `/sitemap.xml`",
  }),
  TRUSTED_ORIGINS: v(originList().default([]), {
    default: "none",
    meaning: "more origins allowed to post to the shop besides its own host and `STOREFRONT_URL` (space- or comma-separated)",
  }),
  TRUST_PROXY: v(
    trustProxySetting(),
    {
    default: "loopback",
    meaning:
      "the proxies whose `X-Forwarded-For` the storefront believes about the client's address: addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal` or `none`, comma-separated; hop counts are refused ([ADR 085](docs/decisions/085-abuse-limits-and-nat-friendly-keys.md))",
  }),
  CSP_EXTRA_SCRIPT_SRC: v(originList().default([]), { default: "none", meaning: "extra script origins for the Content-Security-Policy, e.g. a payment provider (ADR 070)" }),
  CSP_EXTRA_FRAME_SRC: v(originList().default([]), { default: "none", meaning: "extra frame origins for the Content-Security-Policy (ADR 070)" }),
  CSP_EXTRA_CONNECT_SRC: v(originList().default([]), { default: "none", meaning: "extra connect origins for the Content-Security-Policy (ADR 070)" }),
  CSP_EXTRA_IMG_SRC: v(originList().default([]), { default: "none", meaning: "extra picture origins for the Content-Security-Policy (ADR 070)" }),
  BODY_LIMIT_BYTES: v(wholeNumber(1024, 100 * 1024 * 1024, "bytes").default(256 * 1024), {
    default: "262144",
    meaning: "request body limit (413 above it)",
  }),
  PAGE_CACHE_SECONDS: v(wholeNumber(0, 300, "seconds").default(10), {
    default: "10",
    meaning: "how long a public page rendered for a cookie-less visitor is reused; 0 = off ([ADR 014](docs/decisions/014-page-cache-for-anonymous-visitors.md))",
  }),
  SESSION_SECRET: v(text().optional(), {
    default: "generated into `.data/secrets.json` by `npm start`",
    meaning: "signs the session cookies; required in production, the same on every storefront process; several comma-separated secrets rotate (the first signs)",
    secret: true,
  }),
  COOKIE_SECURE: v(flag().default(true), {
    default: "true",
    meaning: "`false` sends the session cookies without `Secure` in production (a production build on plain http other than `STOREFRONT_URL`=http://…)",
  }),
  STOREFRONT_WORKERS: v(wholeNumber(1, MAX_STOREFRONT_WORKERS, "processes").default(1), {
    default: "1 (`npm start`: one per core, up to 2)",
    meaning: "processes serving the storefront on one host, sharing nothing but the port ([ADR 140](docs/decisions/140-stateless-storefront-processes.md))",
  }),
  GLOW_DATA_DIR: v(text().default(".data"), { default: "`.data`", meaning: "where data, uploads, logs and the storefront's resized pictures go" }),
  S3_FILE_URL: v(httpUrl().optional(), {
    default: "none",
    meaning: "the public address of uploads on S3-compatible storage; the storefront serves pictures under it at `/media/s3/<key>`, resized like local uploads (ADR 091)",
  }),
  S3_FILE_INTERNAL_URL: v(httpUrl().optional(), {
    default: "`S3_FILE_URL`",
    meaning: "where the storefront reads the bucket when that differs from `S3_FILE_URL` (docker-compose: MinIO inside the network)",
  }),
  VITE_WHATSAPP_NUMBER: v(text().regex(/^\d{8,15}$/, { error: "must be an international number, digits only (e.g. 233244000000)" }).optional(), {
    default: "233244000000",
    meaning: "the floating chat link's WhatsApp number (international, digits only; read when the storefront is built)",
  }),
} satisfies Record<string, EnvVar>;

type Shape = { [K in keyof typeof STOREFRONT_ENV]: (typeof STOREFRONT_ENV)[K]["schema"] };

const shape = Object.fromEntries(Object.entries(STOREFRONT_ENV).map(([name, spec]) => [name, spec.schema])) as Shape;

/** The parsed settings, named for what they do. */
export interface StorefrontConfig {
  production: boolean;
  nodeEnv: "development" | "production" | "test";
  port: number;
  medusa: { url: string; publishableKey: string; timeoutMs: number; publicUrl?: string };
  storefrontUrl?: string;
  /** PUBLIC_URL, else STOREFRONT_URL: the origin for canonical URLs (without a trailing slash). */
  publicUrl?: string;
  trustedProxies: TrustedProxies;
  trustedOrigins: string[];
  cspExtra: { "script-src": string[]; "frame-src": string[]; "connect-src": string[]; "img-src": string[] };
  bodyLimitBytes: number;
  pageCacheMs: number;
  /** Secure cookies: production, not turned off by COOKIE_SECURE=false, and no http:// STOREFRONT_URL. */
  secureCookies: boolean;
  sessionSecrets: string[];
  storefrontWorkers: number;
  dataDir: string;
  s3: { fileUrl?: string; internalUrl?: string };
  whatsappNumber: string;
}

const trimSlash = (url: string | undefined) => url?.replace(/\/+$/, "");

export const storefrontEnvSchema = z
  .object(shape)
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
  })
  .transform((env): StorefrontConfig => {
    const e = env;
    const production = e.NODE_ENV === "production";
    const secrets = (e.SESSION_SECRET ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    return {
      production,
      nodeEnv: e.NODE_ENV,
      port: e.PORT,
      medusa: {
        url: trimSlash(e.MEDUSA_URL ?? e.MEDUSA_BACKEND_URL ?? "http://localhost:9000")!,
        publishableKey: e.MEDUSA_PUBLISHABLE_KEY ?? "",
        timeoutMs: e.MEDUSA_TIMEOUT_MS,
        publicUrl: e.MEDUSA_PUBLIC_URL,
      },
      storefrontUrl: e.STOREFRONT_URL,
      publicUrl: trimSlash(e.PUBLIC_URL ?? e.STOREFRONT_URL),
      trustedProxies: parseTrustedProxies(e.TRUST_PROXY),
      trustedOrigins: e.TRUSTED_ORIGINS,
      cspExtra: { "script-src": e.CSP_EXTRA_SCRIPT_SRC, "frame-src": e.CSP_EXTRA_FRAME_SRC, "connect-src": e.CSP_EXTRA_CONNECT_SRC, "img-src": e.CSP_EXTRA_IMG_SRC },
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
      pageCacheMs: e.PAGE_CACHE_SECONDS * 1000,
      secureCookies: production && e.COOKIE_SECURE && !(e.STOREFRONT_URL ?? "").startsWith("http://"),
      sessionSecrets: secrets.length > 0 ? secrets : ["glow-development-session-secret"],
      storefrontWorkers: e.STOREFRONT_WORKERS,
      dataDir: e.GLOW_DATA_DIR,
      s3: { fileUrl: trimSlash(e.S3_FILE_URL), internalUrl: trimSlash(e.S3_FILE_INTERNAL_URL) },
      whatsappNumber: e.VITE_WHATSAPP_NUMBER ?? "233244000000",
    };
  });

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * One line per wrong variable: its name, the value (unless secret), what is wrong, the default; then
 * what to do. (commerce/src/config/env.ts words the Medusa app's errors the same way.)
 */
export function describeConfigIssues(app: string, issues: readonly z.core.$ZodIssue[], env: Record<string, string | undefined>, specs: Record<string, EnvVar>): string {
  const lines = issues.map((issue) => {
    const name = String(issue.path[0] ?? "?");
    const spec = specs[name];
    const raw = env[name];
    const shown = raw === undefined || raw === "" ? "(not set)" : spec?.secret ? "=(hidden)" : `=${JSON.stringify(raw)}`;
    const fallback = spec ? ` Default: ${spec.default}.` : "";
    return `  - ${name}${shown.startsWith("(") ? ` ${shown}` : shown}: ${issue.message}.${fallback}`;
  });
  return [
    `The ${app}'s configuration is wrong (environment variables):`,
    ...lines,
    `Fix these in the environment or in .env (README "Environment" lists every variable), or unset a variable to use its default.`,
  ].join("\n");
}

/** Parses an environment; a ConfigError lists every wrong variable. Tests pass their own env. */
export function parseStorefrontEnv(env: Record<string, string | undefined>): StorefrontConfig {
  const result = storefrontEnvSchema.safeParse(env);
  if (!result.success) throw new ConfigError(describeConfigIssues("storefront", result.error.issues, env, STOREFRONT_ENV));
  return result.data;
}

const NAMES = Object.keys(STOREFRONT_ENV);
let current: { key: string; config: StorefrontConfig } | undefined;

/**
 * The process's configuration, parsed from process.env on first use (the server's start-up). In
 * production that parse is final; elsewhere it is parsed again when a variable changed (unit tests
 * stub the environment per test).
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
