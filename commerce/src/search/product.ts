import { container as appContainer } from "@medusajs/framework";
import { defineSearchIndex, graphSeed, Modules, QueryContext, search } from "@medusajs/framework/utils";
import type { ISearchModuleService, SearchTypes } from "@medusajs/framework/types";
import { PRODUCT_GRAPH_FIELDS, toProductDocument, type ProductDocument, type ProductRow, type RatingRow } from "../catalog/product-document";
import { EventProductLookup, PRODUCT_INDEX_EVENTS } from "../catalog/product-index-events";
import { ReindexQueue } from "../catalog/reindex-queue";

/**
 * The catalog's product index on Medusa's Search Module (ADR 110). The module seeds it when it is
 * empty or its definition changes (a new version is built, then swapped in), and keeps it current from
 * the events below. The PostgreSQL provider stores it as a table in Medusa's own database (tsvector
 * ranking, pg_trgm typo tolerance, unaccent); another provider takes the same definition.
 */
export const productFields = search.define({
  id: search.keyword().filterable().sortable(),
  // Relevance: title above brand above category and description (tsvector weights A, B, D).
  title: search.text().searchable({ weight: 3 }),
  brand: search.keyword().searchable({ weight: 2 }).facetable(),
  brand_key: search.keyword().filterable(),
  description: search.text().searchable({ weight: 1 }),
  // "moisturiser" finds "Moisturizer": American spellings of British-spelled words (catalog/spelling.ts).
  title_spellings: search.text().searchable({ weight: 3 }).retrievable(false),
  text_spellings: search.text().searchable({ weight: 1 }).retrievable(false),
  // "lip" finds "Liquid Lipstick": the beginnings of words (catalog/word-prefixes.ts), weighted below
  // the title and brand (tsvector weight C) so a whole word ranks above the start of one (ADR 203).
  word_prefixes: search.text().searchable({ weight: 1.5 }).retrievable(false),
  category_name: search.keyword().searchable({ weight: 1 }),
  handle: search.keyword().filterable(),
  thumbnail: search.keyword(),
  status: search.keyword().filterable(),
  category_handles: search.keyword().array().filterable().facetable(),
  category_handle: search.keyword(),
  tags: search.keyword().array().filterable(),
  sales_channel_ids: search.keyword().array().filterable(),
  price: search.float().filterable().sortable().facetable(),
  original_price: search.float(),
  on_sale: search.boolean().filterable(),
  stock_quantity: search.integer().filterable(),
  in_stock: search.boolean().filterable().sortable(),
  // Shades and sizes (ADR 200): what a card says about a product's variants.
  variant_count: search.integer(),
  option_label: search.keyword(),
  price_varies: search.boolean(),
  rating: search.float().filterable().sortable(),
  review_count: search.integer().sortable(),
  created_at: search.date().filterable().sortable(),
  updated_at: search.date(),
});

/** GH₵ prices as the shopper pays them: the pricing context the store API uses for Ghana (no region rules in this shop). */
const pricingContext = { variants: { calculated_price: QueryContext({ currency_code: "ghs" }) } };

/** Rows → documents, with the rating aggregates of the whole page read in one query. */
async function transform(rows: ProductRow[], context: SearchTypes.SearchIngestionContext) {
  const ids = rows.map((row) => row.id);
  const ratings = new Map<string, RatingRow>();
  if (ids.length > 0) {
    try {
      const { data } = await context.container.query.graph({ entity: "product_rating", fields: ["product_id", "review_count", "rating_sum"], filters: { product_id: ids } });
      for (const row of data as RatingRow[]) ratings.set(row.product_id, row);
    } catch (error) {
      // Without the reviews module the catalog still works, unrated.
      context.container.logger.warn(`[catalog index] ratings unavailable: ${(error as Error).message}`);
    }
  }
  return rows.map((row) => toProductDocument(row, ratings.get(row.id))).filter((doc): doc is NonNullable<typeof doc> => doc !== null);
}

/** The products whose index documents change: read back and written in batches, one at a time (ADR 220). */
export const REINDEX_QUEUE_OPTIONS = { quietMs: 50, maxWaitMs: 300, maxBatch: 500 };
/** Products read back in one `query.graph` (prices and stock included). */
const READ_BATCH = 250;

let searchContainer: SearchTypes.SearchContainer | undefined;
const lookup = new EventProductLookup(() => searchContainer!.query);
const queue = new ReindexQueue(async (ids) => {
  const context = { container: searchContainer! } as SearchTypes.SearchIngestionContext;
  const docs = new Map<string, ProductDocument>();
  for (let offset = 0; offset < ids.length; offset += READ_BATCH) {
    const { data } = await context.container.query.graph({ entity: "product", fields: PRODUCT_GRAPH_FIELDS, filters: { id: ids.slice(offset, offset + READ_BATCH) }, context: pricingContext });
    for (const doc of await transform(data as ProductRow[], context)) docs.set(doc.id, doc);
  }
  // A consumer's context offers only Query; the module's own writes are reached through the
  // application's container (the framework's public one), one upsert and one delete per batch.
  const searchModule = appContainer.resolve<ISearchModuleService>(Modules.SEARCH);
  // A product that is gone, or no longer published, has no document: it leaves the index.
  const gone = ids.filter((id) => !docs.has(id));
  if (docs.size > 0) await searchModule.upsertDocuments({ index: "product", documents: [...docs.values()] });
  if (gone.length > 0) await searchModule.deleteDocuments({ index: "product", filters: { id: gone } });
}, REINDEX_QUEUE_OPTIONS);

export default defineSearchIndex({
  name: "product",
  entity: "product",
  fields: productFields,
  events: [...PRODUCT_INDEX_EVENTS],
  seed: graphSeed({ fields: PRODUCT_GRAPH_FIELDS, context: pricingContext, transform, batch_size: 250 }),
  // The event's products join the next batch; the event is acknowledged once that batch is written
  // (by the queue, through the module's own upsert and delete), so it has nothing left to write here.
  consume: async (event, context) => {
    searchContainer ??= context.container;
    await queue.enqueue(await lookup.productIds(event));
    return [];
  },
});
