/**
 * The product search index's document (ADR 110): everything a catalog card, filter, facet, sort and
 * sitemap needs, so a catalog page is ONE index query. Pure functions, unit-tested in
 * product-document.unit.test.ts; the index definition (src/search/product.ts) feeds them rows from
 * `query.graph`.
 */

import { variantOptionLabel } from "@glow/shop-contracts";
import { spellingVariants } from "./spelling";
import { wordPrefixes } from "./word-prefixes";

/** The shape of one row `query.graph` returns for PRODUCT_GRAPH_FIELDS (only what is read here). */
export interface ProductRow {
  id: string;
  title?: string | null;
  handle?: string | null;
  description?: string | null;
  thumbnail?: string | null;
  status?: string | null;
  metadata?: Record<string, unknown> | null;
  created_at?: string | Date | null;
  updated_at?: string | Date | null;
  deleted_at?: string | Date | null;
  categories?: Array<{ handle?: string | null; name?: string | null } | null> | null;
  tags?: Array<{ value?: string | null } | null> | null;
  sales_channels?: Array<{ id?: string | null } | null> | null;
  options?: Array<{ title?: string | null } | null> | null;
  variants?: Array<VariantRow | null> | null;
}

interface VariantRow {
  id?: string | null;
  variant_rank?: number | null;
  created_at?: string | Date | null;
  manage_inventory?: boolean | null;
  calculated_price?: { calculated_amount?: number | string | null; original_amount?: number | string | null } | null;
  inventory_items?: Array<{
    required_quantity?: number | null;
    inventory?: { location_levels?: Array<{ stocked_quantity?: number | null; reserved_quantity?: number | null } | null> | null } | null;
  } | null> | null;
}

/** One product in the index. `id` is the product id (the index's primary key). */
export type ProductDocument = {
  id: string;
  title: string;
  handle: string;
  description: string | null;
  thumbnail: string | null;
  status: string;
  /** As staff typed it (metadata.brand), for display and the brand facet. */
  brand: string | null;
  /** Lower-cased brand: the brand filter ignores case, like the catalog always did. */
  brand_key: string | null;
  /** American spellings of the British-spelled words in the title, and in the other text (search only; spelling.ts). */
  title_spellings: string | null;
  text_spellings: string | null;
  /** The beginnings of the title's, brand's and category's words: "lip" finds "Lipstick" (search only; word-prefixes.ts). */
  word_prefixes: string | null;
  /** Every category the product is in (the category filter), and the first one's handle/name (the card). */
  category_handles: string[];
  category_handle: string | null;
  category_name: string | null;
  tags: string[];
  sales_channel_ids: string[];
  /**
   * The GH₵ price a shopper pays (a sale price list included), and the regular price when it is higher:
   * of the cheapest variant in stock (of the cheapest variant when none is), so a card's "from" price
   * can be bought and the price sort and filter read it (ADR 200).
   */
  price: number | null;
  original_price: number | null;
  on_sale: boolean;
  /**
   * What the store API calls inventory_quantity (stocked − reserved), summed over the variants;
   * UNMANAGED_STOCK when Medusa does not manage one. In stock when any variant is: one shade selling
   * out leaves the product on sale in the others (ADR 200).
   */
  stock_quantity: number | null;
  in_stock: boolean;
  /** Shades and sizes (ADR 200): how many variants, what a card says ("8 shades", null for one), whether prices differ. */
  variant_count: number;
  option_label: string | null;
  price_varies: boolean;
  rating: number;
  review_count: number;
  created_at: string | null;
  updated_at: string | null;
};

/** Stock shown for products whose inventory Medusa does not manage (the storefront always showed 999). */
export const UNMANAGED_STOCK = 999;

/** What the seed and the event consumer read through `query.graph` (with the GHS pricing context). */
export const PRODUCT_GRAPH_FIELDS = [
  "id",
  "title",
  "handle",
  "description",
  "thumbnail",
  "status",
  "metadata",
  "created_at",
  "updated_at",
  "categories.handle",
  "categories.name",
  "tags.value",
  "sales_channels.id",
  "options.title",
  "variants.id",
  "variants.variant_rank",
  "variants.created_at",
  "variants.manage_inventory",
  "variants.calculated_price.calculated_amount",
  "variants.calculated_price.original_amount",
  "variants.inventory_items.required_quantity",
  "variants.inventory_items.inventory.location_levels.stocked_quantity",
  "variants.inventory_items.inventory.location_levels.reserved_quantity",
];

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const toIso = (value: unknown): string | null => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** Medusa's inventory_quantity for one variant: per inventory item, (stocked − reserved) / required, the smallest. */
export function availableQuantity(variant: VariantRow | undefined): number | null {
  if (!variant) return null;
  if (variant.manage_inventory === false) return UNMANAGED_STOCK;
  const items = (variant.inventory_items ?? []).filter((i): i is NonNullable<typeof i> => Boolean(i));
  if (items.length === 0) return 0;
  let smallest = Number.POSITIVE_INFINITY;
  for (const item of items) {
    const levels = (item.inventory?.location_levels ?? []).filter((l): l is NonNullable<typeof l> => Boolean(l));
    const available = levels.reduce((sum, l) => sum + (toNumber(l.stocked_quantity) ?? 0) - (toNumber(l.reserved_quantity) ?? 0), 0);
    const required = Math.max(1, toNumber(item.required_quantity) ?? 1);
    smallest = Math.min(smallest, Math.floor(available / required));
  }
  return Math.max(0, Number.isFinite(smallest) ? smallest : 0);
}

export interface RatingRow {
  product_id: string;
  review_count?: number | null;
  rating_sum?: number | null;
}

/** Average of approved reviews, one decimal (the reviews plugin's rule). */
export function averageRating(ratingSum: number, reviewCount: number): number {
  if (!reviewCount || reviewCount <= 0) return 0;
  return Math.round((ratingSum / reviewCount) * 10) / 10;
}

/** The variants a row lists, in the store API's order (rank, then creation). */
export function orderedVariants(row: ProductRow): VariantRow[] {
  const variants = (row.variants ?? []).filter((v): v is VariantRow => Boolean(v));
  return [...variants].sort((a, b) => (a.variant_rank ?? 0) - (b.variant_rank ?? 0) || String(toIso(a.created_at)).localeCompare(String(toIso(b.created_at))));
}

/**
 * The variant a card's price comes from: the cheapest in stock, else the cheapest; ties go to the
 * first in the store API's order, so a single-variant product reads its only variant as before.
 */
export function cardVariant(variants: VariantRow[], stockOf: (v: VariantRow) => number | null): VariantRow | undefined {
  const inStock = variants.filter((v) => (stockOf(v) ?? 0) > 0);
  const pool = inStock.length > 0 ? inStock : variants;
  let best: VariantRow | undefined;
  for (const v of pool) {
    const price = toNumber(v.calculated_price?.calculated_amount);
    const bestPrice = best ? toNumber(best.calculated_price?.calculated_amount) : null;
    if (!best || (price !== null && (bestPrice === null || price < bestPrice))) best = v;
  }
  return best;
}

/**
 * A row → its document, or null when the product must not be in the index (not published, deleted,
 * no handle). The consumer turns null into a delete, so unpublishing removes a product at once.
 */
export function toProductDocument(row: ProductRow, rating?: RatingRow): ProductDocument | null {
  if (!row?.id || row.deleted_at || row.status !== "published" || !row.handle) return null;
  const variants = orderedVariants(row);
  const stocks = new Map(variants.map((v) => [v, availableQuantity(v)]));
  const variant = cardVariant(variants, (v) => stocks.get(v) ?? null);
  const current = toNumber(variant?.calculated_price?.calculated_amount);
  const original = toNumber(variant?.calculated_price?.original_amount);
  const onSale = current !== null && original !== null && original > current;
  const categories = (row.categories ?? []).filter((c): c is { handle?: string | null; name?: string | null } => Boolean(c?.handle));
  const brand = typeof row.metadata?.brand === "string" && row.metadata.brand.trim() ? row.metadata.brand.trim() : null;
  const stock = variants.length === 0 ? null : Math.min(UNMANAGED_STOCK, [...stocks.values()].reduce<number>((sum, q) => sum + (q ?? 0), 0));
  const buyable = variants.filter((v) => (stocks.get(v) ?? 0) > 0);
  const prices = new Set((buyable.length > 0 ? buyable : variants).map((v) => toNumber(v.calculated_price?.calculated_amount)).filter((p) => p !== null));
  const optionTitles = (row.options ?? []).map((o) => o?.title ?? "").filter(Boolean);
  const titleSpellings = spellingVariants(row.title);
  const reviewCount = toNumber(rating?.review_count) ?? 0;
  return {
    id: row.id,
    title: row.title ?? "",
    handle: row.handle,
    description: row.description ?? null,
    thumbnail: row.thumbnail ?? null,
    status: row.status,
    brand,
    brand_key: brand ? brand.toLowerCase() : null,
    title_spellings: titleSpellings,
    text_spellings: spellingVariants(row.description, categories[0]?.name),
    word_prefixes: wordPrefixes(row.title, titleSpellings, brand, categories[0]?.name),
    category_handles: categories.map((c) => c.handle as string),
    category_handle: categories[0]?.handle ?? null,
    category_name: categories[0]?.name ?? null,
    tags: [...new Set((row.tags ?? []).map((t) => t?.value).filter((v): v is string => Boolean(v)))],
    sales_channel_ids: (row.sales_channels ?? []).map((s) => s?.id).filter((v): v is string => Boolean(v)),
    price: current,
    original_price: onSale ? original : null,
    on_sale: onSale,
    stock_quantity: stock,
    in_stock: (stock ?? 0) > 0,
    variant_count: variants.length,
    option_label: variantOptionLabel(variants.length, optionTitles),
    price_varies: prices.size > 1,
    rating: averageRating(toNumber(rating?.rating_sum) ?? 0, reviewCount),
    review_count: reviewCount,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
