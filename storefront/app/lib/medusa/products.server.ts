import type { HttpTypes } from "@medusajs/types";
import { toPriceString } from "~/lib/format";
import { toStorefrontImageUrl } from "~/lib/media";
import type { Product, ProductList } from "~/lib/types";
import { categoryIdBySlug, tagIds } from "./categories.server";
import { medusa } from "./client.server";
import { ghanaRegionId } from "./region.server";

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
    // Reviews arrive with the reviews plugin; until then every product has none.
    rating: 0,
    reviewCount: 0,
    isNew: tags.has("new"),
    isFeatured: tags.has("featured"),
    category: category ? { name: category.name, slug: category.handle } : null,
  };
}

export interface ProductQuery {
  featured?: boolean;
  category?: string;
  limit?: number;
  offset?: number;
}

export async function listProducts(query: ProductQuery): Promise<ProductList> {
  const limit = query.limit ?? 24;
  const offset = query.offset ?? 0;
  const params: HttpTypes.StoreProductListParams = {
    region_id: await ghanaRegionId(),
    fields: PRODUCT_FIELDS,
    limit,
    offset,
    order: "-created_at",
  };
  if (query.category) {
    const categoryId = await categoryIdBySlug(query.category);
    if (!categoryId) return { products: [], count: 0, limit, offset };
    params.category_id = categoryId;
  }
  if (query.featured) {
    const { featured } = await tagIds();
    if (!featured) return { products: [], count: 0, limit, offset };
    params.tag_id = featured;
  }
  const { products, count } = await medusa().store.product.list(params);
  return { products: products.map(toProduct), count, limit, offset };
}

export async function getProductBySlug(slug: string): Promise<Product | null> {
  const { products } = await medusa().store.product.list({ handle: slug, region_id: await ghanaRegionId(), fields: PRODUCT_FIELDS, limit: 1 });
  const product = products[0];
  return product ? toProduct(product) : null;
}

/** The spec's Product for each id that is still published (order follows `ids`). */
export async function listProductsByIds(ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { products } = await medusa().store.product.list({ id: ids, region_id: await ghanaRegionId(), fields: PRODUCT_FIELDS, limit: ids.length });
  const byId = new Map(products.map((p) => [p.id, toProduct(p)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
