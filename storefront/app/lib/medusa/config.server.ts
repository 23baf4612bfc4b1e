/**
 * Where Medusa is and the publishable key the storefront uses. `npm start` passes both;
 * in other deployments they come from the environment (see .env.example).
 */
export function medusaConfig(): { baseUrl: string; publishableKey: string } {
  const baseUrl = process.env.MEDUSA_URL ?? process.env.MEDUSA_BACKEND_URL ?? "http://localhost:9000";
  const publishableKey = process.env.MEDUSA_PUBLISHABLE_KEY ?? "";
  if (!publishableKey) {
    throw new Error("MEDUSA_PUBLISHABLE_KEY is not set. Start the shop with `npm start` (it finds the key), or copy it from the Medusa admin → Settings → Publishable API keys.");
  }
  return { baseUrl: baseUrl.replace(/\/$/, ""), publishableKey };
}
