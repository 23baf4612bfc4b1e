import type { ISearchModuleService, MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { collect } from "./product-index-events";

/**
 * Price lists change the price a shopper pays without an event the product index could follow
 * (ADR 203): Medusa 2.21's price-list workflows emit none, and its pricing module's data-layer event
 * is not emitted for a price list updated through the admin (the update is an `upsertWithReplace`;
 * measured: setting a sale to Draft, or changing its dates, emits nothing, while deleting it emits
 * `pricing.price-list.deleted`). A price list also starts or ends when its `starts_at` or `ends_at`
 * passes, with no write at all. So the catalog looks at the data itself: every second the
 * scheduled job (`jobs/catalog-price-list-schedule.ts`) reads the price lists and price-list prices
 * written, deleted, started or ended within the look-back, and reindexes the products of those it
 * has not reindexed in that state yet.
 */

/** How often the job looks (ms): with the storefront's caches, a shopper sees the change within 5 s. */
export const PRICE_LIST_CHECK_INTERVAL_MS = 1_000;

/**
 * How far back each check looks. Far longer than the interval, so a late or skipped tick, or a write
 * committed after its `updated_at` was stamped, is still found; what was already reindexed in the
 * same state is skipped (see `seen`).
 */
export const SCHEDULE_LOOKBACK_MS = 2 * 60_000;

const PRODUCTS_OF_PRICE_LIST = "prices.price_set.variant.product_id";
const PRODUCTS_OF_PRICE = "price_set.variant.product_id";

type Stamp = string | Date | null | undefined;
interface PriceListRow {
  id: string;
  updated_at?: Stamp;
  deleted_at?: Stamp;
  starts_at?: Stamp;
  ends_at?: Stamp;
}
interface PriceRow {
  id: string;
  updated_at?: Stamp;
  deleted_at?: Stamp;
}

const time = (value: Stamp): number | null => {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
};

/**
 * What a price list's products' prices depend on, as one string: its last write, its deletion, and
 * whether it has started and ended by `now`. A change of any of them means its products are read again.
 */
export function priceListState(list: PriceListRow, now: Date): string {
  const starts = time(list.starts_at);
  const ends = time(list.ends_at);
  const started = starts === null || starts <= now.getTime();
  const ended = ends !== null && ends <= now.getTime();
  return `${time(list.updated_at)}|${time(list.deleted_at)}|${started}|${ended}`;
}

/** A price-list price's state: its last write and its deletion. */
export function priceState(price: PriceRow): string {
  return `${time(price.updated_at)}|${time(price.deleted_at)}`;
}

/** What the job last reindexed, by "price_list:<id>" / "price:<id>" → state (per process; lost on restart, which re-reads the look-back once). */
export type SeenStates = Map<string, string>;

/**
 * Reindexes the products of the price lists (and price-list prices) written, deleted, started or
 * ended within (now − lookback, now] whose state differs from `seen` (all of them without `seen`),
 * and records their states in `seen`. Returns the reindexed product ids.
 */
export async function reindexScheduledPriceLists(container: MedusaContainer, now: Date, lookbackMs = SCHEDULE_LOOKBACK_MS, seen?: SeenStates): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const since = new Date(now.getTime() - lookbackMs);
  const after = { $gt: since };
  const window = { $gt: since, $lte: now };
  const [lists, prices] = await Promise.all([
    query.graph({
      entity: "price_list",
      fields: ["id", "updated_at", "deleted_at", "starts_at", "ends_at", PRODUCTS_OF_PRICE_LIST],
      filters: { $or: [{ updated_at: after }, { deleted_at: after }, { starts_at: window }, { ends_at: window }] },
      withDeleted: true,
    }),
    // A sale price edited in the price list's price grid.
    query.graph({
      entity: "price",
      fields: ["id", "updated_at", "deleted_at", PRODUCTS_OF_PRICE],
      filters: { price_list_id: { $ne: null }, $or: [{ updated_at: after }, { deleted_at: after }] },
      withDeleted: true,
    }),
  ]);
  const changed: Array<{ key: string; state: string; products: string[] }> = [
    ...(lists.data as PriceListRow[]).map((list) => ({ key: `price_list:${list.id}`, state: priceListState(list, now), products: collect(list, PRODUCTS_OF_PRICE_LIST) })),
    ...(prices.data as PriceRow[]).map((price) => ({ key: `price:${price.id}`, state: priceState(price), products: collect(price, PRODUCTS_OF_PRICE) })),
  ].filter((change) => seen?.get(change.key) !== change.state);
  const ids = [...new Set(changed.flatMap((change) => change.products))];
  // A partial reindex runs in place and reads each product as the event consumer does.
  if (ids.length > 0) await container.resolve<ISearchModuleService>(Modules.SEARCH).reindex({ index: "product", filters: { id: ids } });
  if (seen) {
    const current = new Set([...(lists.data as PriceListRow[]).map((l) => `price_list:${l.id}`), ...(prices.data as PriceRow[]).map((p) => `price:${p.id}`)]);
    // Only what the look-back still returns needs remembering: older writes are not read again.
    for (const key of seen.keys()) if (!current.has(key)) seen.delete(key);
    for (const change of changed) seen.set(change.key, change.state);
  }
  return ids;
}
