import { z } from "zod";
import { envText, envUrl, envVar, envWholeNumber, type EnvSpecs } from "./settings.js";
import { trustProxySetting } from "./trusted-proxies.js";

/**
 * Server-only (`@glow/shop-contracts/shared-env`): TRUST_PROXY's check needs proxy-addr, which has no
 * place in the storefront's browser bundle.
 * The variables both apps read (ADR 170, ADR 240): defined and documented once here, and spread into
 * the storefront's schema (storefront/app/lib/config.server.ts) and the Medusa app's
 * (commerce/src/config/env.ts). Each app derives its own defaults from them where they differ.
 */
export const SHARED_ENV = {
  NODE_ENV: envVar(z.enum(["development", "production", "test"], { error: "must be development, production or test" }).default("development"), {
    default: "development",
    meaning:
      "`production` (set by `npm start`, the image and compose): Secure cookies; the storefront needs `SESSION_SECRET` and `MEDUSA_PUBLISHABLE_KEY`, Medusa `JWT_SECRET` and `COOKIE_SECRET`; no `shop-info` probe plugin",
  }),
  PORT: envVar(envWholeNumber(1, 65535, "(a port)").default(3000), { default: "3000", meaning: "the storefront's port (Medusa's default `STOREFRONT_URL` uses it)" }),
  MEDUSA_BACKEND_URL: envVar(envUrl().optional(), {
    default: "http://localhost:`MEDUSA_PORT`",
    meaning:
      "Medusa's public URL: upload URLs, admin and auth CORS, `https://` turns on Secure admin cookies; the storefront calls it when `MEDUSA_URL` is unset, and its Content-Security-Policy allows pictures from it",
  }),
  STOREFRONT_URL: envVar(envUrl().optional(), {
    default: "http://localhost:`PORT` (the storefront without `npm start`: the request's origin)",
    meaning:
      "the shop's public address: canonical URLs, Open Graph tags, `robots.txt`, `/sitemap.xml`, the cross-site check, store and auth CORS, Paystack's return address, the order link in SMS; `https://` turns on HSTS and https-only pictures; `http://` other than localhost sends cookies without Secure",
  }),
  TRUST_PROXY: envVar(trustProxySetting(), {
    default: "loopback",
    meaning:
      "the proxies whose `X-Forwarded-For` is believed about the client's address (the storefront's and Medusa's per-network limits): addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal` or `none`, comma-separated; hop counts are refused ([ADR 085](docs/decisions/085-abuse-limits-and-nat-friendly-keys.md))",
  }),
  GLOW_DATA_DIR: envVar(envText().default(".data"), {
    default: "`.data`",
    meaning: "where data, uploads, logs, secrets, the SMS outbox and the storefront's resized pictures go (relative to the repo root)",
  }),
  GLOW_OPTIONS_FILE: envVar(envText().optional(), {
    default: "none (every option's default)",
    meaning:
      "a JSON file of the shop's options — limits, lifetimes, SMS texts, the page cache, file storage (docs/configuration.md \"Options\", [ADR 240](docs/decisions/240-shop-options-file.md)); relative to the repo root. Both apps read it",
  }),
  S3_FILE_URL: envVar(envUrl().optional(), {
    default: "the option `fileStorage.s3Endpoint`/`S3_BUCKET`, else https://`S3_BUCKET`.s3.amazonaws.com",
    meaning:
      "the public address of uploads on S3-compatible storage (a CDN, the bucket, or a proxy path); the storefront serves pictures under it at `/media/s3/<key>`, resized like local uploads ([ADR 091](docs/decisions/091-production-images-and-shared-file-storage.md))",
  }),
} satisfies EnvSpecs;
