import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";

/**
 * GET /store/shop-info — public facts about the shop. Its real job is to prove that a
 * plugin under plugins/ is built, registered in medusa-config.ts and served by Medusa.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  res.json({
    shop: {
      name: "Glow",
      country_code: "gh",
      currency_code: "ghs",
      served_by: "@glow/plugin-shop-info",
    },
  });
}
