import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ConfigError } from "@glow/shop-contracts";
import { defineConfig, loadEnv } from "@medusajs/framework/utils";
import { loadCommerceConfig, type CommerceConfig } from "./src/config/env";
import { findRepoRoot } from "@glow/shop-contracts/options-file";
import { discoverPlugins } from "./src/config/plugins";

/**
 * Medusa loads this file from the app folder (commerce/) in development and from
 * commerce/.medusa/server after `medusa build`. Everything that differs between a
 * laptop and production comes from the environment, parsed once here by the app's schema
 * (src/config/env.ts, with our plugins' variables; ADR 170); see docs/configuration.md "Environment".
 */
/**
 * The dashboard's own copy of React Query (it pins 5.64.2; the storefront's newer one is the hoisted
 * copy). Our plugins' admin pages import `@tanstack/react-query` and must get this same copy, or their
 * hooks do not see the dashboard's QueryClient (Medusa's admin-extension pattern, ADR 130).
 */
function dashboardReactQuery(): Array<{ find: RegExp; replacement: string }> {
  try {
    const fromApp = createRequire(path.join(process.cwd(), "package.json"));
    const medusa = createRequire(fromApp.resolve("@medusajs/medusa/package.json"));
    const bundler = createRequire(medusa.resolve("@medusajs/admin-bundler/package.json"));
    const dashboard = createRequire(bundler.resolve("@medusajs/dashboard/package.json"));
    return [{ find: /^@tanstack\/react-query$/, replacement: path.dirname(dashboard.resolve("@tanstack/react-query/package.json")) }];
  } catch {
    return [];
  }
}

/**
 * One copy of Radix's layer bookkeeping for the whole dashboard (ADR 230). npm installed several
 * copies of `@radix-ui/react-dismissable-layer` (and of the focus scope and guards): the dashboard's
 * full-page modals (`FocusModal`, radix-ui's Dialog) use one, its confirmation prompts (`usePrompt`,
 * radix-ui's AlertDialog, which pulls its own react-dialog) another. Each copy keeps its own list of
 * open layers, so a click on a prompt's "Continue" counted as a click outside the modal under it: the
 * modal closed, its route left, and the return form's close handler cancelled the return request
 * (`DELETE /admin/returns/:id/request`) just before the prompt confirmed it — the 400 "Order Change
 * could not be found" of "Confirm Return" (and of every other confirmed modal form). Aliasing the
 * packages to the copy the dashboard's Dialog uses gives every layer one list again.
 */
/** The folder of a package as `from` resolves it (packages whose `exports` hide their package.json too). */
function packageDir(from: NodeJS.Require, name: string): string {
  let dir = path.dirname(from.resolve(name));
  while (!fs.existsSync(path.join(dir, "package.json")) || JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).name !== name) {
    if (dir === path.dirname(dir)) throw new Error(`${name}: no package folder`);
    dir = path.dirname(dir);
  }
  return dir;
}

function dashboardRadixLayers(): Array<{ find: RegExp; replacement: string }> {
  try {
    const fromApp = createRequire(path.join(process.cwd(), "package.json"));
    const medusa = createRequire(fromApp.resolve("@medusajs/medusa/package.json"));
    const bundler = createRequire(medusa.resolve("@medusajs/admin-bundler/package.json"));
    const dashboard = createRequire(bundler.resolve("@medusajs/dashboard/package.json"));
    const ui = createRequire(path.join(packageDir(dashboard, "@medusajs/ui"), "package.json"));
    const radixUi = createRequire(path.join(packageDir(ui, "radix-ui"), "package.json"));
    const dialog = createRequire(path.join(packageDir(radixUi, "@radix-ui/react-dialog"), "package.json"));
    return ["react-dismissable-layer", "react-focus-scope", "react-focus-guards"].map((name) => ({
      find: new RegExp(`^@radix-ui/${name}$`),
      replacement: packageDir(dialog, `@radix-ui/${name}`),
    }));
  } catch {
    return [];
  }
}

const repoRoot = findRepoRoot(process.cwd());
loadEnv(process.env.NODE_ENV || "development", repoRoot);

/** A wrong variable stops Medusa here, with the list of what to fix rather than a stack trace. */
function loadConfigOrExit(): CommerceConfig {
  try {
    return loadCommerceConfig(process.env, repoRoot);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const { env, backendUrl, storefrontUrl, dataDir, production: isProduction, options } = config;
const redisUrl = env.REDIS_URL;

/**
 * With REDIS_URL, Medusa's own infrastructure modules move to Redis so several servers can share state
 * (ADR 071): events, workflows, locks and the cache. The newer `caching` module is still a WIP flag in 2.21.
 */
const redisModules = redisUrl
  ? [
      { resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } },
      { resolve: "@medusajs/medusa/cache-redis", options: { redisUrl } },
      { resolve: "@medusajs/medusa/workflow-engine-redis", options: { redis: { redisUrl } } },
      {
        resolve: "@medusajs/medusa/locking",
        options: {
          providers: [{ resolve: "@medusajs/medusa/locking-redis", id: "locking-redis", is_default: true, options: { redisUrl } }],
        },
      },
    ]
  : [];

/**
 * Uploaded files (product pictures, banner and article images): on S3-compatible storage (AWS S3,
 * MinIO, …) when S3_BUCKET is set, so every Medusa server reads and writes the same files (ADR 091);
 * otherwise on the local disk in the data dir, served by Medusa at /static (one host only).
 */
const s3Bucket = env.S3_BUCKET;
const fileProvider = s3Bucket
  ? {
      resolve: "@medusajs/medusa/file-s3",
      id: "s3",
      options: {
        bucket: s3Bucket,
        region: options.fileStorage.s3Region,
        access_key_id: env.S3_ACCESS_KEY_ID,
        secret_access_key: env.S3_SECRET_ACCESS_KEY,
        // MinIO and other self-hosted stores: their address, and bucket-in-the-path URLs.
        endpoint: options.fileStorage.s3Endpoint,
        additional_client_config: { forcePathStyle: options.fileStorage.s3ForcePathStyle },
        // Where browsers and the storefront read the files (a CDN or the bucket's public address).
        file_url: env.S3_FILE_URL ?? (options.fileStorage.s3Endpoint ? `${options.fileStorage.s3Endpoint.replace(/\/$/, "")}/${s3Bucket}` : `https://${s3Bucket}.s3.amazonaws.com`),
        prefix: options.fileStorage.s3Prefix,
      },
    }
  : {
      // Medusa's local file provider, whose private files (the dashboard's exports) download through a
      // staff route instead of a /static link that answered 404 (src/modules/staff-file-links).
      resolve: "./src/modules/staff-file-links",
      id: "local",
      options: {
        // Uploads live with the rest of the shop's data; commerce/static links here (see scripts/lib/medusa.ts).
        upload_dir: path.join(dataDir, "uploads"),
        private_upload_dir: path.join(dataDir, "uploads-private"),
        backend_url: `${backendUrl}/static`,
        admin_url: backendUrl,
      },
    };

/** Our plugins, found under plugins/ by their package.json's `"glow": { "plugin": true }` (src/config/plugins.ts, ADR 241). */
const glowPlugins = discoverPlugins(repoRoot);
if (glowPlugins.length === 0) throw new Error(`No plugin found under ${path.join(repoRoot, "plugins")}: is the shop started from its repository (or image)?`);

/**
 * The options of the plugins that take any (the others get `{}`), from the options file (ADR 240).
 * phone-auth: SMS codes, sessions, trusted devices (plugins/phone-auth/src/lib/options.ts); its HMAC
 * secret and Redis come from the environment (its lib/env.ts, checked above with the app's).
 * consultations: "booked" texts the shopper. payments: checkout and the order SMS, linking to the
 * order's storefront page (ADR 205).
 */
const pluginOptions: Record<string, Record<string, unknown>> = {
  "@glow/plugin-phone-auth": options.phoneAuth,
  "@glow/plugin-consultations": options.consultations,
  "@glow/plugin-payments": { ...options.payments, storefront_url: storefrontUrl },
};
// A renamed or removed plugin must not leave its options behind unnoticed.
for (const name of Object.keys(pluginOptions)) {
  if (!glowPlugins.some((plugin) => plugin.name === name)) throw new Error(`medusa-config.ts has options for ${name}, which is no plugin under plugins/`);
}

export default defineConfig({
  // Staff roles on Medusa's own RBAC (issue 30, ADR 225): roles on users and invites, Medusa's
  // per-route policies, the dashboard's role screens; our route guard (src/api/security) on top.
  featureFlags: { rbac: true },
  projectConfig: {
    databaseUrl: env.DATABASE_URL,
    databaseDriverOptions: env.DATABASE_SSL ? { connection: { ssl: { rejectUnauthorized: false } } } : {},
    redisUrl,
    workerMode: env.MEDUSA_WORKER_MODE,
    http: {
      // Browsers call Medusa from the dashboard (served by Medusa itself) and the storefront's origin only:
      // the CORS origins follow from the two public URLs (ADR 240).
      storeCors: storefrontUrl,
      adminCors: backendUrl,
      authCors: `${backendUrl},${storefrontUrl}`,
      jwtSecret: env.JWT_SECRET ?? "glow-development-jwt-secret",
      // Staff sign in to the dashboard with email + password; shoppers with a Ghana phone number (plugins/phone-auth).
      authMethodsPerActor: { user: ["emailpass"], customer: ["phone"] },
      cookieSecret: env.COOKIE_SECRET ?? "glow-development-cookie-secret",
    },
    // Secure session cookies need HTTPS; a production build served on plain http://localhost would lose admin logins.
    cookieOptions: { secure: isProduction && backendUrl.startsWith("https://") },
  },
  admin: {
    disable: env.MEDUSA_DISABLE_ADMIN,
    // The dashboard is served by Medusa itself and calls it on its own origin.
    backendUrl: "/",
    vite: () => ({ resolve: { alias: [...dashboardReactQuery(), ...dashboardRadixLayers()] } }),
  },
  // Our own plugins live in plugins/* (npm workspaces, built with `medusa plugin:build`): every one whose
  // package.json says `"glow": { "plugin": true }` is registered, by folder name (src/config/plugins.ts,
  // ADR 241); `"inProduction": false` (the shop-info wiring probe) keeps one out of production.
  plugins: glowPlugins
    .filter((plugin) => plugin.inProduction || !isProduction)
    .map((plugin) => ({ resolve: plugin.name, options: pluginOptions[plugin.name] ?? {} })),
  modules: [
    // Listed here too: Medusa's default list reads the flag before featureFlags above is loaded (ADR 225).
    { resolve: "@medusajs/medusa/rbac" },
    // The idempotency keys of shoppers' taps that "add to my cart" answered, in Postgres (ADR 235).
    { resolve: "./src/modules/tap-keys" },
    {
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [fileProvider],
      },
    },
    {
      // Replacing the providers drops Medusa's defaults, so emailpass is listed again for staff logins.
      resolve: "@medusajs/medusa/auth",
      options: {
        providers: [
          { resolve: "@medusajs/medusa/auth-emailpass", id: "emailpass" },
          { resolve: "@glow/plugin-phone-auth/providers/phone-auth", id: "phone", options: { limits: options.phoneAuth.limits } },
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/notification",
      options: {
        providers: [
          // Medusa's own admin feed (e.g. import results) keeps its default provider.
          { resolve: "@medusajs/medusa/notification-local", id: "local", options: { name: "Local Notification Provider", channels: ["feed"] } },
          // SMS (sign-in codes, every step of an order, consultations): SMS_GATEWAY=local (default,
          // .data/sms-outbox.jsonl) | arkesel | twilio. One provider per channel (ADR 205).
          { resolve: "@glow/plugin-phone-auth/providers/sms", id: "glow-sms", options: { channels: ["sms"], senderId: options.phoneAuth.smsSenderId } },
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/payment",
      options: {
        providers: [
          // Pay on delivery (cash or MoMo to the rider): pp_pay-on-delivery_pay-on-delivery, always offered.
          { resolve: "@glow/plugin-payments/providers/pay-on-delivery", id: "pay-on-delivery" },
          // Paystack (MoMo MTN/Telecel/AirtelTigo, cards, bank transfer, GHS): pp_paystack_paystack, only with a key.
          ...(env.PAYSTACK_SECRET_KEY
            ? [
                {
                  resolve: "@glow/plugin-payments/providers/paystack",
                  id: "paystack",
                  options: {
                    secret_key: env.PAYSTACK_SECRET_KEY,
                    base_url: options.payments.paystackBaseUrl,
                    callback_url: `${storefrontUrl}/checkout/paystack`,
                    shop_domain: options.payments.customerEmailDomain,
                  },
                },
              ]
            : []),
        ],
      },
    },
    ...redisModules,
  ],
});
