import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { PRICE_LIST_CHECK_INTERVAL_MS, reindexScheduledPriceLists, type SeenStates } from "../catalog/price-list-schedule";

/** What this process already reindexed (price list or price → its state), so each change is read once. */
const seen: SeenStates = new Map();

/**
 * Price lists drafted, re-dated, edited, started or ended emit no event the product index follows
 * (ADR 203): every second the products of price lists that changed since they were last reindexed
 * are read into the index again, so `/sale`, cards, sorts and filters drop or show a sale within
 * about a second (two small queries a tick; ADR 203 has the figures).
 */
export default async function catalogPriceListSchedule(container: MedusaContainer): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  try {
    const products = await reindexScheduledPriceLists(container, new Date(), undefined, seen);
    if (products.length > 0) logger.info(`[catalog index] price lists changed ${products.length} product(s); reindexed them`);
  } catch (error) {
    logger.warn(`[catalog index] price lists not checked: ${(error as Error).message}`);
  }
}

// Medusa's scheduler does not start a tick while the previous one still runs (concurrency "forbid").
export const config = { name: "catalog-price-list-schedule", schedule: { interval: PRICE_LIST_CHECK_INTERVAL_MS } };
