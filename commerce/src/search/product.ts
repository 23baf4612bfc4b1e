import { defineSearchIndex, graphSeed, QueryContext, search } from "@medusajs/framework/utils";
import type { SearchTypes } from "@medusajs/framework/types";
import { BatchLoader } from "../catalog/batch-loader";
import { PRODUCT_GRAPH_FIELDS, toProductDocument, type ProductDocument, type ProductRow, type RatingRow } from "../catalog/product-document";
import { PRODUCT_INDEX_EVENTS, productIdsForEvent } from "../catalog/product-index-events";

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

/**
 * Products changed by concurrent events are read together: one `query.graph` for up to 250 products
 * asked for within 20 ms (a 500-product batch import emits 500 events at once).
 */
let loader: BatchLoader<string, ProductDocument> | undefined;
function productLoader(context: SearchTypes.SearchIngestionContext): BatchLoader<string, ProductDocument> {
  loader ??= new BatchLoader(
    async (ids) => {
      const { data } = await context.container.query.graph({ entity: "product", fields: PRODUCT_GRAPH_FIELDS, filters: { id: ids }, context: pricingContext });
      return new Map((await transform(data as ProductRow[], context)).map((doc) => [doc.id, doc]));
    },
    { windowMs: 20, maxBatch: 250 },
  );
  return loader;
}

export default defineSearchIndex({
  name: "product",
  entity: "product",
  fields: productFields,
  events: [...PRODUCT_INDEX_EVENTS],
  seed: graphSeed({ fields: PRODUCT_GRAPH_FIELDS, context: pricingContext, transform, batch_size: 250 }),
  // A changed product is read again; one that is gone, or no longer published, leaves the index.
  consume: async (event, context) => {
    const ids = await productIdsForEvent(event, context.container.query);
    if (ids.length === 0) return [];
    if (event.name === "product.deleted") return [{ action: "delete", filters: { id: ids } }];
    const docs = await Promise.all(ids.map((id) => productLoader(context).load(id)));
    const upserts = docs.filter((doc): doc is ProductDocument => doc !== undefined);
    const gone = ids.filter((_, i) => docs[i] === undefined);
    return [
      ...(upserts.length > 0 ? [{ action: "upsert" as const, documents: upserts }] : []),
      ...(gone.length > 0 ? [{ action: "delete" as const, filters: { id: gone } }] : []),
    ];
  },
});
