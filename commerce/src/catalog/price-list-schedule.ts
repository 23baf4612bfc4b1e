import type { ISearchModuleService, MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { collect } from "./product-index-events";

/**
 * How far back each check looks for price lists that started or ended. Twice the job's period, so a
 * late or skipped tick loses nothing; reading a product again twice is harmless.
 */
export const SCHEDULE_LOOKBACK_MS = 2 * 60_000;

const PRODUCTS_OF_PRICE_LIST = "prices.price_set.variant.product_id";

/**
 * Reindexes the products of price lists whose `starts_at` or `ends_at` lies in (now − lookback, now]
 * (ADR 111): their shopper price changed without any write. Returns the product ids.
 */
export async function reindexScheduledPriceLists(container: MedusaContainer, now: Date, lookbackMs = SCHEDULE_LOOKBACK_MS): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const window = { $gt: new Date(now.getTime() - lookbackMs), $lte: now };
  const [started, ended] = await Promise.all(
    (["starts_at", "ends_at"] as const).map((field) => query.graph({ entity: "price_list", fields: ["id", PRODUCTS_OF_PRICE_LIST], filters: { [field]: window } })),
  );
  const ids = [...new Set([...collect(started!.data, PRODUCTS_OF_PRICE_LIST), ...collect(ended!.data, PRODUCTS_OF_PRICE_LIST)])];
  if (ids.length === 0) return [];
  // A partial reindex runs in place and reads each product as the event consumer does.
  await container.resolve<ISearchModuleService>(Modules.SEARCH).reindex({ index: "product", filters: { id: ids } });
  return ids;
}
