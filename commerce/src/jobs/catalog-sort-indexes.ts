import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { ensureSortIndexes, type Sql } from "../catalog/sort-indexes";
import { catalogVocabulary } from "../catalog/typo-correction";

/**
 * Keeps the catalog's sort indexes on the product index table (ADR 111). The Search Module creates
 * the table at migration and a new one when the index is rebuilt (a definition change swaps in
 * `_v2`), so the indexes are checked every minute: a no-op catalog read when they exist, a
 * non-blocking build when a table lacks them. It also keeps the catalog's word list for typo
 * correction fresh (read again every 10 minutes).
 */
export default async function catalogSortIndexes(container: MedusaContainer): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  try {
    const sql = container.resolve<Sql>(ContainerRegistrationKeys.PG_CONNECTION);
    const created = await ensureSortIndexes(sql);
    if (created.length > 0) logger.info(`[catalog index] sort indexes built: ${created.join(", ")}`);
    // The typo correction's word list, read ahead of the first misspelt search (ADR 111).
    await catalogVocabulary(sql);
  } catch (error) {
    logger.warn(`[catalog index] sort indexes not built: ${(error as Error).message}`);
  }
}

export const config = { name: "catalog-sort-indexes", schedule: "* * * * *" };
