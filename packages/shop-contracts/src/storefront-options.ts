import { z } from "zod";
import { option, optionGroup, optionsObject, wholeNumberOption } from "./settings.js";
import { DEFAULT_WHATSAPP_NUMBER } from "./whatsapp.js";

/** Origins for the Content-Security-Policy or the cross-site check: http(s) origins, no CSP keywords. */
const originsOption = (meaning: string) =>
  option(
    z
      .array(
        z.string({ error: "must be a list of http:// or https:// origins" }).regex(/^https?:\/\/[^\s;',]+$/, {
          error: "must be an http:// or https:// origin (CSP keywords such as 'unsafe-eval' are not accepted)",
        }),
        { error: "must be a list of http:// or https:// origins" },
      )
      .default([]),
    meaning,
  );

/**
 * The storefront's options (ADR 240): what a shop may tune in the storefront but need not set. They
 * live in the same options file as Medusa's (`GLOW_OPTIONS_FILE`, section `storefront`), defined
 * here once so that Medusa, which checks the whole file at start, and the storefront, which reads
 * its section, agree on it.
 */
export const STOREFRONT_OPTIONS = {
  medusaTimeoutMs: wholeNumberOption(10_000, "milliseconds", "a call to Medusa slower than this is abandoned and the page answers 503", { max: 600_000 }),
  bodyLimitBytes: wholeNumberOption(256 * 1024, "bytes", "request body limit (413 above it)", { min: 1024, max: 100 * 1024 * 1024 }),
  pageCacheSeconds: wholeNumberOption(
    10,
    "seconds",
    "how long a public page rendered for a visitor without a session is reused; 0 = off ([ADR 014](docs/decisions/014-page-cache-for-anonymous-visitors.md))",
    { min: 0, max: 300 },
  ),
  whatsappNumber: option(
    z
      .string()
      .trim()
      .regex(/^\d{8,15}$/, { error: "must be an international number, digits only (e.g. 233244000000)" })
      .default(DEFAULT_WHATSAPP_NUMBER),
    "the floating chat link's WhatsApp number (international, digits only)",
  ),
  s3InternalUrl: option(
    z
      .string()
      .trim()
      .regex(/^https?:\/\/[^\s]+$/, { error: "must be an http:// or https:// URL" })
      .optional(),
    "where the storefront reads the uploads bucket when that differs from `S3_FILE_URL` (docker-compose: MinIO inside the network); unset: `S3_FILE_URL`",
  ),
  trustedOrigins: originsOption("more origins allowed to post to the shop besides its own host and `STOREFRONT_URL`, e.g. `[\"https://pay.example\"]`"),
  contentSecurityPolicy: optionGroup(
    {
      scriptSrc: originsOption("extra script origins, e.g. a payment provider's"),
      frameSrc: originsOption("extra frame origins"),
      connectSrc: originsOption("extra connect origins"),
      imgSrc: originsOption("extra picture origins"),
    },
    "extra origins for the storefront's Content-Security-Policy ([ADR 070](docs/decisions/070-storefront-security-policy.md))",
  ),
};

export const storefrontOptionsSchema = optionsObject(STOREFRONT_OPTIONS);
export type StorefrontOptions = z.output<typeof storefrontOptionsSchema>;
