import type { HttpTypes } from "@medusajs/types";
import { cachedByKey } from "~/lib/medusa/cache.server";
import { toPriceString } from "~/lib/shared/format";
import { toStorefrontImageUrl } from "~/lib/media/media";
import { brandFacets, filterProducts, sortProducts, type SortValue } from "~/lib/catalog/catalog";
import type { Product, ProductDetail, ProductList } from "~/lib/shared/types";
import { categoryIdBySlug, tagIds } from "./categories.server";
import { medusa } from "~/lib/medusa/client.server";
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
  "variants.id",
  "variants.manage_inventory",
  "variants.inventory_quantity",
  "*variants.calculated_price",
].join(",");

/** Stock shown for products whose inventory Medusa does not manage. */
const UNMANAGED_STOCK = 999;

export function toProduct(p: HttpTypes.StoreProduct): Product {
  const variant = p.variants?.[0];
  const price = variant?.calculated_price;
  const current = price?.calculated_amount ?? null;
  const original = price?.original_amount ?? null;
  const onSale = current !== null && original !== null && original > current;
  const tags = new Set((p.tags ?? []).map((t) => t.value));
  const category = p.categories?.[0];
  const brand = typeof p.metadata?.brand === "string" ? p.metadata.brand : null;
  let stockQuantity: number | null = null;
  if (variant) stockQuantity = variant.manage_inventory === false ? UNMANAGED_STOCK : (variant.inventory_quantity ?? null);
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
  };
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

/** Medusa answers at most this many products per request; the whole matching set is read page by page. */
const MEDUSA_PAGE = 200;
/** A safety cap: the in-memory filters (ADR 010) are meant for a catalog of hundreds, not tens of thousands. */
const MAX_SCAN = 2000;
const SCAN_TTL_MS = 30_000;

/** Every product matching Medusa-side filters (category, text, featured), newest first, cached 30 s (200 filter combinations). */
function scanProducts(query: Pick<ProductQuery, "category" | "q" | "featured">): Promise<Product[]> {
  return scans([query.category ?? "", query.q ?? "", Boolean(query.featured)]);
}

const scans = cachedByKey(
  SCAN_TTL_MS,
  async ([category, q, featured]: [string, string, boolean]): Promise<Product[]> => {
    const params: HttpTypes.StoreProductListParams = { region_id: await ghanaRegionId(), fields: PRODUCT_FIELDS, order: "-created_at" };
    if (category) {
      const categoryId = await categoryIdBySlug(category);
      if (!categoryId) return [];
      params.category_id = categoryId;
    }
    if (featured) {
      const { featured: featuredTag } = await tagIds();
      if (!featuredTag) return [];
      params.tag_id = featuredTag;
    }
    if (q) params.q = q;
    const all: HttpTypes.StoreProduct[] = [];
    for (let offset = 0; offset < MAX_SCAN; offset += MEDUSA_PAGE) {
      const { products, count } = await medusa().store.product.list({ ...params, limit: MEDUSA_PAGE, offset });
      all.push(...products);
      if (offset + MEDUSA_PAGE >= count || products.length === 0) break;
    }
    return withRatings(newestFirst(all).map(toProduct));
  },
  200,
);

/**
 * Newest first, in the same order on every request. Products created together (one seed or import
 * batch) share a `created_at`, and Postgres returns ties in any order: pages could repeat or skip a
 * product, and "the first product" changed between runs. Ties go by id (Medusa's ids grow with
 * creation time), and a product seen twice across Medusa's pages counts once.
 */
export function newestFirst(products: HttpTypes.StoreProduct[]): HttpTypes.StoreProduct[] {
  const unique = [...new Map(products.map((p) => [p.id, p])).values()];
  const time = (p: HttpTypes.StoreProduct) => (p.created_at ? Date.parse(String(p.created_at)) || 0 : 0);
  return unique.sort((a, b) => time(b) - time(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** Search, filter, sort and page the catalog (spec: GET /api/products and the /products page). */
export async function listProducts(query: ProductQuery): Promise<CatalogResult> {
  const limit = query.limit ?? 24;
  const offset = query.offset ?? 0;
  const scanned = await scanProducts(query);
  const withoutBrand = filterProducts(scanned, { brands: [], min: query.min, max: query.max, onSale: query.onSale });
  const filtered = filterProducts(withoutBrand, { brands: query.brands ?? [] });
  const sorted = sortProducts(filtered, query.sort ?? "newest");
  return { products: sorted.slice(offset, offset + limit), count: sorted.length, limit, offset, brands: brandFacets(withoutBrand) };
}

/** One product page's data; cached 30 s per process like the product lists (a page view costs no Medusa call). */
export const getProductBySlug = cachedByKey(SCAN_TTL_MS, loadProductBySlug);

async function loadProductBySlug(slug: string): Promise<ProductDetail | null> {
  const { products } = await medusa().store.product.list({
    handle: slug,
    region_id: await ghanaRegionId(),
    fields: `${PRODUCT_FIELDS},images.url,images.rank`,
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
  return { ...mapped, images };
}

/** Up to `limit` other products from the same category, in stock first. */
export async function relatedProducts(product: Product, limit = 4): Promise<Product[]> {
  if (!product.category) return [];
  const same = (await scanProducts({ category: product.category.slug })).filter((p) => p.id !== product.id);
  const inStock = same.filter((p) => (p.stockQuantity ?? 0) > 0);
  return [...inStock, ...same.filter((p) => !inStock.includes(p))].slice(0, limit);
}

/** The spec's Product for each id that is still published (order follows `ids`). */
export async function listProductsByIds(ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { products } = await medusa().store.product.list({ id: ids, region_id: await ghanaRegionId(), fields: PRODUCT_FIELDS, limit: ids.length });
  const byId = new Map((await withRatings(products.map(toProduct))).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
