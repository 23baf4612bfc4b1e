import type { RemoteQueryFunction } from "@medusajs/framework/types";
import { BatchLoader } from "./batch-loader";

/**
 * The events that change what the product index holds (ADR 110), and how each names its products.
 * Workflow events (product.*, product-variant.*, inventory-level.*, reservation-item.*) carry the
 * changed record's id; module events (pricing.*, review.product-rating.*) come from Medusa's data layer
 * for every write, whatever workflow or admin route made it.
 */
/**
 * Ours: products added to or taken off a sales channel (Medusa's linkProductsToSalesChannelWorkflow
 * emits nothing; api/admin/sales-channels/middlewares.ts emits this after a successful change).
 */
export const PRODUCT_SALES_CHANNELS_CHANGED = "glow.product-sales-channels.changed";

export const PRODUCT_INDEX_EVENTS = [
  PRODUCT_SALES_CHANNELS_CHANGED,
  "product.created",
  "product.updated",
  "product.deleted",
  "product-variant.created",
  "product-variant.updated",
  "product-variant.deleted",
  "inventory-level.created",
  "inventory-level.updated",
  "inventory-level.deleted",
  "reservation-item.created",
  "reservation-item.updated",
  "reservation-item.deleted",
  "pricing.price.created",
  "pricing.price.updated",
  "pricing.price.deleted",
  "pricing.price-list.created",
  "pricing.price-list.updated",
  "pricing.price-list.deleted",
  "review.product-rating.created",
  "review.product-rating.updated",
  "review.product-rating.deleted",
] as const;

type EventLike = { name: string; data?: unknown };

/** The ids in an event's data: `{ id }`, `{ id: [...] }` or a list of those. */
export function eventIds(data: unknown): string[] {
  const items = Array.isArray(data) ? data : [data];
  const ids: string[] = [];
  for (const item of items) {
    const id = (item as { id?: unknown } | null | undefined)?.id;
    if (typeof id === "string") ids.push(id);
    else if (Array.isArray(id)) for (const one of id) if (typeof one === "string") ids.push(one);
  }
  return [...new Set(ids)];
}

type Row = Record<string, unknown>;

/** Walks a dotted path through nested objects and arrays, collecting the leaf strings. */
export function collect(rows: unknown, path: string): string[] {
  const [head, ...rest] = path.split(".");
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) return value.forEach(visit);
    if (!head) return;
    const next = (value as Row)[head];
    if (rest.length === 0) {
      if (typeof next === "string") out.push(next);
      else if (Array.isArray(next)) for (const v of next) if (typeof v === "string") out.push(v);
      return;
    }
    out.push(...collect(next, rest.join(".")));
  };
  visit(rows);
  return [...new Set(out)];
}

/** How to find the products of one event, by the event's entity. */
const LOOKUPS: Array<{ prefix: string; entity: string; path: string }> = [
  { prefix: "product-variant.", entity: "product_variant", path: "product_id" },
  { prefix: "inventory-level.", entity: "inventory_level", path: "inventory_item.variants.product_id" },
  { prefix: "reservation-item.", entity: "reservation_item", path: "inventory_item.variants.product_id" },
  { prefix: "pricing.price-list.", entity: "price_list", path: "prices.price_set.variant.product_id" },
  { prefix: "pricing.price.", entity: "price", path: "price_set.variant.product_id" },
  { prefix: "review.product-rating.", entity: "product_rating", path: "product_id" },
];

/**
 * The product ids an event touches (deleted records included where Medusa keeps them
 * soft-deleted). An import emits one `product-variant.created` and one `pricing.price.created` per
 * variant at once, and asking for each one's product on its own was a query per event (ADR 220):
 * records named within `windowMs` are looked up together, one `query.graph` per entity and batch.
 */
export class EventProductLookup {
  private readonly loaders = new Map<string, BatchLoader<string, string[]>>();

  constructor(
    private readonly query: () => RemoteQueryFunction,
    private readonly options: { windowMs: number; maxBatch: number } = { windowMs: 10, maxBatch: 1000 },
  ) {}

  async productIds(event: EventLike): Promise<string[]> {
    const ids = eventIds(event.data);
    if (ids.length === 0) return [];
    if (event.name.startsWith("product.") || event.name === PRODUCT_SALES_CHANNELS_CHANGED) return ids;
    const lookup = LOOKUPS.find((l) => event.name.startsWith(l.prefix));
    if (!lookup) return [];
    const loader = this.loader(lookup);
    const found = await Promise.all(ids.map((id) => loader.load(id)));
    return [...new Set(found.flatMap((products) => products ?? []))];
  }

  private loader(lookup: (typeof LOOKUPS)[number]): BatchLoader<string, string[]> {
    let loader = this.loaders.get(lookup.entity);
    if (!loader) {
      loader = new BatchLoader(async (ids) => {
        const { data } = await this.query().graph({ entity: lookup.entity, fields: ["id", lookup.path], filters: { id: ids }, withDeleted: true });
        return new Map((data as Array<{ id: string }>).map((row) => [row.id, collect(row, lookup.path)]));
      }, this.options);
      this.loaders.set(lookup.entity, loader);
    }
    return loader;
  }
}
