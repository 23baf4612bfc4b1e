import { storefrontConfig } from "~/lib/config.server";

/**
 * Where Medusa is and the publishable key the storefront uses (MEDUSA_URL, MEDUSA_PUBLISHABLE_KEY in
 * lib/config.server.ts). `npm start` passes both; a production server does not start without the key.
 */
export function medusaConfig(): { baseUrl: string; publishableKey: string } {
  const { url: baseUrl, publishableKey } = storefrontConfig().medusa;
  if (!publishableKey) {
    throw new Error("MEDUSA_PUBLISHABLE_KEY is not set. Start the shop with `npm start` (it finds the key), or copy it from the Medusa admin → Settings → Publishable API keys.");
  }
  return { baseUrl, publishableKey };
}
