import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { ensureSortIndexes, type Sql } from "../catalog/sort-indexes";

/**
 * Keeps the catalog's sort indexes on the product index table (ADR 111). The Search Module creates
 * the table at migration and a new one when the index is rebuilt (a definition change swaps in
 * `_v2`), so the indexes are checked every minute: a no-op catalog read when they exist, a
 * non-blocking build when a table lacks them.
 */
export default async function catalogSortIndexes(container: MedusaContainer): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  try {
    const created = await ensureSortIndexes(container.resolve<Sql>(ContainerRegistrationKeys.PG_CONNECTION));
    if (created.length > 0) logger.info(`[catalog index] sort indexes built: ${created.join(", ")}`);
  } catch (error) {
    logger.warn(`[catalog index] sort indexes not built: ${(error as Error).message}`);
  }
}

export const config = { name: "catalog-sort-indexes", schedule: "* * * * *" };
