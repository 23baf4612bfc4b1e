import type { HttpTypes } from "@medusajs/types";
import { storefrontConfig } from "~/lib/config.server";
import { cachedByKey } from "~/lib/medusa/cache.server";
import { toPriceString } from "~/lib/shared/format";
import { toStorefrontImageUrl } from "~/lib/media/media";
import type { SortValue } from "~/lib/catalog/catalog";
import type { Product, ProductDetail, ProductList, ProductOptionChoice, ProductVariantChoice } from "~/lib/shared/types";
import { catalogContract, swatchColour, variantOptionLabel, type CatalogAnswer, type CatalogProductJson } from "@glow/shop-contracts";
import { medusa } from "~/lib/medusa/client.server";
import { parseContractAnswer } from "~/lib/medusa/contract-client.server";
import { ghanaRegionId } from "~/lib/medusa/region.server";
import { ratingsFor } from "~/lib/reviews/reviews.server";

// What the spec's Product needs, and nothing more (keeps Medusa's queries small).
const PRODUCT_FIELDS = [
  "id",
  "title",
  "handle",
  "description",
  "thumbnail",
  "metadata",
  "created_at",
  "*categories",
  "tags.value",
  "options.title",
  "variants.id",
  "variants.manage_inventory",
  "variants.inventory_quantity",
  "*variants.calculated_price",
].join(",");

/** Stock shown for products whose inventory Medusa does not manage. */
const UNMANAGED_STOCK = 999;

/**
 * Extra fields of a product page: the options and each variant's own price, stock and pictures (ADR 200).
 * Whole relations (`*`): the store API silently drops a field not on its allowed list, and it allows
 * `variants.metadata` or `options.values.metadata` only as part of their relation.
 */
const DETAIL_FIELDS = ["images.url", "images.rank", "options.id", "*options.values", "*variants", "*variants.options", "*variants.images"].join(",");

type StoreVariant = HttpTypes.StoreProductVariant;

const variantStock = (variant: StoreVariant): number | null => (variant.manage_inventory === false ? UNMANAGED_STOCK : (variant.inventory_quantity ?? null));

/**
 * The variant a card or list shows, as the catalog index picks it (commerce product-document.ts
 * cardVariant): the cheapest in stock, else the cheapest; ties to the first in Medusa's order.
 */
function cardVariant(variants: StoreVariant[]): StoreVariant | undefined {
  const inStock = variants.filter((v) => (variantStock(v) ?? 0) > 0);
  let best: StoreVariant | undefined;
  for (const v of inStock.length > 0 ? inStock : variants) {
    const price = v.calculated_price?.calculated_amount ?? null;
    const bestPrice = best?.calculated_price?.calculated_amount ?? null;
    if (!best || (price !== null && (bestPrice === null || price < bestPrice))) best = v;
  }
  return best;
}

export function toProduct(p: HttpTypes.StoreProduct): Product {
  const variants = p.variants ?? [];
  const variant = cardVariant(variants);
  const price = variant?.calculated_price;
  const current = price?.calculated_amount ?? null;
  const original = price?.original_amount ?? null;
  const onSale = current !== null && original !== null && original > current;
  const tags = new Set((p.tags ?? []).map((t) => t.value));
  const category = p.categories?.[0];
  const brand = typeof p.metadata?.brand === "string" ? p.metadata.brand : null;
  // Any variant in stock keeps the product in stock: the units of every variant (ADR 200).
  const stocks = variants.map(variantStock);
  const stockQuantity = stocks.every((q) => q === null) ? null : Math.min(UNMANAGED_STOCK, stocks.reduce<number>((sum, q) => sum + (q ?? 0), 0));
  const optionLabel = variantOptionLabel(variants.length, (p.options ?? []).map((o) => o.title));
  const buyable = variants.filter((v) => (variantStock(v) ?? 0) > 0);
  const prices = new Set((buyable.length > 0 ? buyable : variants).map((v) => v.calculated_price?.calculated_amount).filter((a) => a !== null && a !== undefined));
  return {
    id: p.id,
    name: p.title,
    slug: p.handle,
    brand,
    price: toPriceString(current),
    originalPrice: onSale ? toPriceString(original) : null,
    imageUrl: toStorefrontImageUrl(p.thumbnail),
    description: p.description ?? null,
    stockQuantity,
    // Filled in by withRatings() from the reviews plugin's aggregate (one request per product list).
    rating: 0,
    reviewCount: 0,
    isNew: tags.has("new"),
    isFeatured: tags.has("featured"),
    category: category ? { name: category.name, slug: category.handle } : null,
    ...(optionLabel ? { variantCount: variants.length, optionLabel, priceVaries: prices.size > 1 } : {}),
  };
}

/** A product page's options and variants, or nothing for a single-variant product (it looks as before; ADR 200). */
export function toVariantChoices(p: HttpTypes.StoreProduct): { options: ProductOptionChoice[]; variants: ProductVariantChoice[] } | null {
  const variants = p.variants ?? [];
  if (variants.length < 2) return null;
  const titleOf = new Map((p.options ?? []).map((o) => [o.id, o.title]));
  const choices: ProductVariantChoice[] = variants.map((v) => {
    const current = v.calculated_price?.calculated_amount ?? null;
    const original = v.calculated_price?.original_amount ?? null;
    const picture = v.thumbnail ?? v.images?.[0]?.url ?? (typeof v.metadata?.image === "string" ? v.metadata.image : null);
    const options: Record<string, string> = {};
    for (const value of v.options ?? []) {
      const title = titleOf.get(value.option_id ?? "");
      if (title) options[title] = value.value;
    }
    return {
      id: v.id,
      title: v.title ?? Object.values(options).join(" / "),
      options,
      price: toPriceString(current),
      originalPrice: current !== null && original !== null && original > current ? toPriceString(original) : null,
      stockQuantity: variantStock(v),
      imageUrl: toStorefrontImageUrl(picture),
    };
  });
  // Values in the order the variants come (Medusa's rank), each option value's swatch from the first variant that has one.
  const options: ProductOptionChoice[] = (p.options ?? []).map((o) => {
    const values: ProductOptionChoice["values"] = [];
    for (const [index, choice] of choices.entries()) {
      const value = choice.options[o.title];
      if (value === undefined) continue;
      const swatch = swatchColour(variants[index]?.metadata?.swatch) ?? swatchColour(o.values?.find((ov) => ov.value === value)?.metadata?.swatch);
      const known = values.find((entry) => entry.value === value);
      if (!known) values.push({ value, swatch });
      else if (!known.swatch && swatch) known.swatch = swatch;
    }
    return { title: o.title, values };
  });
  return { options: options.filter((o) => o.values.length > 0), variants: choices };
}

/** Adds each product's rating and review count (approved reviews only) with one request for the whole list. */
export async function withRatings<T extends Product>(products: T[]): Promise<T[]> {
  if (products.length === 0) return products;
  const ratings = await ratingsFor(products.map((p) => p.id));
  return products.map((p) => {
    const rating = ratings.get(p.id);
    return rating ? { ...p, rating: rating.rating, reviewCount: rating.reviewCount } : p;
  });
}

export interface ProductQuery {
  featured?: boolean;
  category?: string;
  q?: string;
  brands?: string[];
  min?: number;
  max?: number;
  onSale?: boolean;
  sort?: SortValue;
  limit?: number;
  offset?: number;
}

export interface CatalogResult extends ProductList {
  /** Brands present before the brand filter is applied (for the filter list). */
  brands: Array<{ name: string; count: number }>;
}

/** An index document → the spec's Product (the same mapping toProduct makes from Medusa's product). */
export function fromIndex(doc: CatalogProductJson): Product {
  const tags = new Set(doc.tags ?? []);
  const onSale = Boolean(doc.on_sale) && doc.original_price !== null && doc.original_price !== undefined;
  return {
    id: doc.id,
    name: doc.title ?? "",
    slug: doc.handle ?? "",
    brand: doc.brand ?? null,
    price: toPriceString(doc.price ?? null),
    originalPrice: onSale ? toPriceString(doc.original_price) : null,
    imageUrl: toStorefrontImageUrl(doc.thumbnail ?? null),
    description: doc.description ?? null,
    stockQuantity: doc.stock_quantity ?? null,
    rating: doc.rating ?? 0,
    reviewCount: doc.review_count ?? 0,
    isNew: tags.has("new"),
    isFeatured: tags.has("featured"),
    category: doc.category_handle ? { name: doc.category_name ?? doc.category_handle, slug: doc.category_handle } : null,
    ...(doc.option_label && (doc.variant_count ?? 0) > 1 ? { variantCount: doc.variant_count, optionLabel: doc.option_label, priceVaries: Boolean(doc.price_varies) } : {}),
  };
}

/**
 * How long a catalog answer, and a product page's Medusa read, is reused per process. The index
 * answers a page in milliseconds and Medusa a product in tens of them, so this only absorbs bursts
 * of the same page. It is one second of the 5 s in which a staff change reaches every shopper
 * (ADR 203: the index follows within ~1 s, this, then 2 s of page cache); a product page kept 30 s
 * showed a drafted sale's price 11 s later (issue 29).
 */
export const CATALOG_DATA_TTL_MS = 1_000;

type ParamValue = string | number | boolean | string[] | undefined;

/** The catalog request's query string: repeated keys for lists, false/empty values left out. */
export function catalogSearchParams(params: Record<string, ParamValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === false || value === "") continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, item);
    else search.set(key, String(value));
  }
  return search.toString();
}

/**
 * One catalog read from Medusa's product index; cached briefly per process (key = the query string,
 * built by catalogSearchParams: repeated keys for lists, as the contract's query schema reads them).
 * The answer is parsed with GET /store/glow/catalog's contract (ADR 161) once per cache fill: ~53 µs
 * for a 24-card page (bench/contract-parse.ts), under 1 % of rendering it. A sitemap file's answer
 * (10,000 products) would take ~14 ms, more than the rest of its work, so it is parsed in development
 * and tests only (the commerce integration test parses every view too).
 */
export const catalogRequest = cachedByKey(
  CATALOG_DATA_TTL_MS,
  async (query: string): Promise<CatalogAnswer> => {
    const body = await medusa().client.fetch<unknown>(`${catalogContract.path}?${query}`);
    if (!storefrontConfig().production || new URLSearchParams(query).get("view") !== "sitemap") return parseContractAnswer(catalogContract, body);
    return body as CatalogAnswer;
  },
  500,
);

/** Search, filter, sort and page the catalog (spec: GET /api/products and the /products page): one index query per call. */
export async function listProducts(query: ProductQuery): Promise<CatalogResult> {
  const limit = query.limit ?? 24;
  const offset = query.offset ?? 0;
  const answer = await catalogRequest(
    catalogSearchParams({
      q: query.q,
      category: query.category,
      brand: query.brands ?? [],
      min: query.min,
      max: query.max,
      sale: query.onSale,
      featured: query.featured,
      sort: query.sort ?? "newest",
      limit,
      offset,
      facets: "brand",
    }),
  );
  return { products: answer.products.map(fromIndex), count: answer.count, limit, offset, brands: answer.brands ?? [] };
}

/** Products per sitemap file (sitemaps.org allows 50,000). */
export const SITEMAP_PRODUCTS_PER_FILE = 10_000;

/** How many published products there are (the sitemap index's file count). */
export async function countProducts(): Promise<number> {
  return (await catalogRequest(catalogSearchParams({ limit: 0 }))).count;
}

/** One sitemap file's products: slug and last change, newest first (file numbers start at 1). */
export async function sitemapProducts(file: number): Promise<Array<{ slug: string; updatedAt: string | null }>> {
  const answer = await catalogRequest(catalogSearchParams({ view: "sitemap", limit: SITEMAP_PRODUCTS_PER_FILE, offset: (file - 1) * SITEMAP_PRODUCTS_PER_FILE }));
  return answer.products.filter((p) => p.handle).map((p) => ({ slug: p.handle as string, updatedAt: p.updated_at ?? null }));
}

/** Up to `limit` other products from the same category, in stock first: one index query for four products. */
export async function relatedProducts(product: Product, limit = 4): Promise<Product[]> {
  if (!product.category) return [];
  const answer = await catalogRequest(catalogSearchParams({ category: product.category.slug, exclude: [product.id], sort: "in-stock", limit }));
  return answer.products.map(fromIndex);
}

/** One product page's data; cached a second per process (a burst of views costs one Medusa call). */
export const getProductBySlug = cachedByKey(CATALOG_DATA_TTL_MS, loadProductBySlug);

async function loadProductBySlug(slug: string): Promise<ProductDetail | null> {
  const { products } = await medusa().store.product.list({
    handle: slug,
    region_id: await ghanaRegionId(),
    fields: `${PRODUCT_FIELDS},${DETAIL_FIELDS}`,
    limit: 1,
  });
  const product = products[0];
  if (!product) return null;
  const images = [...(product.images ?? [])]
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map((image) => toStorefrontImageUrl(image.url))
    .filter((url): url is string => Boolean(url));
  const [mapped] = await withRatings([toProduct(product)]);
  if (!mapped) return null;
  if (mapped.imageUrl && !images.includes(mapped.imageUrl)) images.unshift(mapped.imageUrl);
  const choices = toVariantChoices(product);
  return choices ? { ...mapped, images, ...choices } : { ...mapped, images };
}

/** The spec's Product for each id that is still published (order follows `ids`). */
export async function listProductsByIds(ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { products } = await medusa().store.product.list({ id: ids, region_id: await ghanaRegionId(), fields: PRODUCT_FIELDS, limit: ids.length });
  const byId = new Map((await withRatings(products.map(toProduct))).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
