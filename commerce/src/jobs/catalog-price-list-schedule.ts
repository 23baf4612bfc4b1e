import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { reindexScheduledPriceLists } from "../catalog/price-list-schedule";

/**
 * A price list that starts or ends on a schedule emits no event when it does: every minute the
 * products of price lists that started or ended since the previous check are read into the product
 * index again (ADR 111), so a scheduled sale shows in lists, sorts and filters within about a minute.
 */
export default async function catalogPriceListSchedule(container: MedusaContainer): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  try {
    const products = await reindexScheduledPriceLists(container, new Date());
    if (products.length > 0) logger.info(`[catalog index] scheduled price lists changed ${products.length} product(s); reindexing them`);
  } catch (error) {
    logger.warn(`[catalog index] scheduled price lists not reindexed: ${(error as Error).message}`);
  }
}

export const config = { name: "catalog-price-list-schedule", schedule: "* * * * *" };
