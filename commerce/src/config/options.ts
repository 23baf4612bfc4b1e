import { CONSULTATIONS_OPTIONS } from "@glow/plugin-consultations/lib/options";
import { PAYMENTS_OPTIONS } from "@glow/plugin-payments/lib/options";
import { PHONE_AUTH_OPTIONS } from "@glow/plugin-phone-auth/lib/options";
import { DEFAULT_RETURN_WINDOW_DAYS, option, optionGroup, optionsObject, parseOptions, STOREFRONT_OPTIONS, wholeNumberOption } from "@glow/shop-contracts";
import { findRepoRoot, readOptionsFile } from "@glow/shop-contracts/options-file";
import { z } from "@medusajs/framework/zod";

/**
 * The shop's options (ADR 240): what a shop may tune but need not — limits, lifetimes, texts — each
 * with a safe default, so the environment keeps only what differs between machines (secrets, URLs,
 * ports). A shop that tunes them writes a JSON file with any of these sections and names it in
 * `GLOW_OPTIONS_FILE`; medusa-config.ts checks it when Medusa starts and passes each plugin its
 * section. The `storefront` section is the storefront's (it reads the same file); it is checked here
 * too, so a typo there also stops the shop at start. docs/configuration.md "Options" lists every option
 * (tests/env-docs.test.ts keeps it in step).
 */
export const SHOP_OPTIONS = {
  phoneAuth: optionGroup(PHONE_AUTH_OPTIONS, "phone sign-in and its SMS (`plugins/phone-auth`)"),
  consultations: optionGroup(CONSULTATIONS_OPTIONS, "consultation bookings (`plugins/consultations`)"),
  payments: optionGroup(PAYMENTS_OPTIONS, "checkout (`plugins/payments`)"),
  promotions: optionGroup(
    {
      failuresPerCustomer: wholeNumberOption(10, "attempts", "promo codes a customer may try without success in 15 minutes before the shop answers 429 ([ADR 201](docs/decisions/201-promo-codes.md))", {
        max: 100_000,
      }),
      failuresPerNetworkPerHour: wholeNumberOption(30, "attempts", "promo codes that may fail from one network (IPv4 address or IPv6 /64) in an hour, across customers", {
        max: 100_000,
      }),
    },
    "promo codes (`commerce/src/promotions`)",
  ),
  returns: optionGroup(
    {
      windowDays: wholeNumberOption(
        DEFAULT_RETURN_WINDOW_DAYS,
        "days",
        "days after delivery within which a shopper may ask to return an item from the order page; 0 turns online returns off ([ADR 230](docs/decisions/230-returns-from-the-order-page.md))",
        { min: 0, max: 365 },
      ),
    },
    "returns (`commerce/src/returns`)",
  ),
  fileStorage: optionGroup(
    {
      s3Region: option(z.string().trim().min(1, { error: "must not be empty" }).default("us-east-1"), "the uploads bucket's region (with `S3_BUCKET`)"),
      s3Endpoint: option(
        z
          .string()
          .trim()
          .regex(/^https?:\/\/[^\s]+$/, { error: "must be an http:// or https:// URL" })
          .optional(),
        "the storage's address for MinIO and other self-hosted stores; unset: AWS",
      ),
      s3ForcePathStyle: option(z.boolean({ error: "must be true or false" }).default(false), "`true`: bucket-in-the-path URLs (MinIO)"),
      s3Prefix: option(z.string().trim().default(""), "a folder inside the bucket"),
    },
    "uploads on S3-compatible storage when `S3_BUCKET` is set (`@medusajs/medusa/file-s3`, [ADR 091](docs/decisions/091-production-images-and-shared-file-storage.md))",
  ),
  storefront: optionGroup(STOREFRONT_OPTIONS, "the storefront (`storefront/`), which reads this section of the same file"),
};

export const shopOptionsSchema = optionsObject(SHOP_OPTIONS);
/** The options file's shape: every section and option optional. */
export type ShopOptionsFile = z.input<typeof shopOptionsSchema>;
export type ShopOptions = z.output<typeof shopOptionsSchema>;

/**
 * Reads and checks the options file `file` names (relative to `repoRoot`), or the defaults without one.
 * A missing file, bad JSON or a wrong option throws a ConfigError naming it and what to do.
 */
export function loadShopOptions(file: string | undefined, repoRoot: string): ShopOptions {
  const { where, raw } = readOptionsFile(file, repoRoot);
  return parseOptions(where ? `shop options file ${where}` : "shop", shopOptionsSchema, raw);
}

let current: ShopOptions | undefined;

/** This process's options, read once (medusa-config.ts has already checked them at start). */
export function shopOptions(env: Record<string, string | undefined> = process.env): ShopOptions {
  current ??= loadShopOptions(env.GLOW_OPTIONS_FILE?.trim() || undefined, findRepoRoot(process.cwd()));
  return current;
}
