import type { MedusaContainer } from "@medusajs/framework/types";
import { Modules } from "@medusajs/framework/utils";
import { createCampaignsWorkflow, createPromotionsWorkflow } from "@medusajs/medusa/core-flows";

/**
 * The demo promo codes (ADR 201), on Medusa's Promotion module like any staff-made code:
 * - GLOW10: 10 % off the whole order, active, no end;
 * - WELCOME5: 5 % off, in the "Welcome 2025" campaign that ended on 31 December 2025, so a shopper
 *   who types it is told it has expired.
 * Idempotent: a code that exists (in any state, even one staff changed) is left alone.
 */
export const DEMO_PROMO_CODES = { active: "GLOW10", expired: "WELCOME5" } as const;
const WELCOME_CAMPAIGN = { name: "Welcome 2025", campaign_identifier: "WELCOME-2025" };

export async function seedPromotions(container: MedusaContainer, log: (message: string) => void): Promise<void> {
  const promotions = container.resolve(Modules.PROMOTION);
  const existing = new Set(
    (await promotions.listPromotions({ code: Object.values(DEMO_PROMO_CODES) }, { select: ["id", "code"], withDeleted: true })).map((p) => p.code),
  );
  const missing = Object.values(DEMO_PROMO_CODES).filter((code) => !existing.has(code));
  if (missing.length === 0) return;
  log(`Promo codes: ${missing.join(", ")}`);

  let campaignId: string | undefined;
  if (missing.includes(DEMO_PROMO_CODES.expired)) {
    const [campaign] = await promotions.listCampaigns({ campaign_identifier: [WELCOME_CAMPAIGN.campaign_identifier] });
    campaignId = campaign?.id;
    if (!campaignId) {
      const { result } = await createCampaignsWorkflow(container).run({
        input: {
          campaignsData: [
            {
              ...WELCOME_CAMPAIGN,
              description: "New shoppers' welcome offer of 2025 (ended).",
              starts_at: new Date("2025-01-01T00:00:00Z"),
              ends_at: new Date("2025-12-31T23:59:59Z"),
            },
          ],
        },
      });
      campaignId = result[0]!.id;
    }
  }

  const percentOff = (value: number) => ({ type: "percentage" as const, target_type: "order" as const, allocation: "across" as const, value, currency_code: "ghs" });
  await createPromotionsWorkflow(container).run({
    input: {
      promotionsData: [
        ...(missing.includes(DEMO_PROMO_CODES.active)
          ? [{ code: DEMO_PROMO_CODES.active, type: "standard" as const, status: "active" as const, is_automatic: false, application_method: percentOff(10) }]
          : []),
        ...(missing.includes(DEMO_PROMO_CODES.expired)
          ? [{ code: DEMO_PROMO_CODES.expired, type: "standard" as const, status: "active" as const, is_automatic: false, campaign_id: campaignId, application_method: percentOff(5) }]
          : []),
      ],
    },
  });
}
