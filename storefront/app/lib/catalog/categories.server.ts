import type { Category } from "~/lib/shared/types";
import { medusa } from "~/lib/medusa/client.server";
import { memoize } from "~/lib/medusa/cache.server";

/** Top-level, active categories in the admin's order (spec: GET /api/categories/main); cached 60 s per process. */
export const listMainCategories = memoize(60_000, async (): Promise<Category[]> => {
  const { product_categories } = await medusa().store.category.list({
    parent_category_id: "null",
    fields: "id,name,handle,rank",
    order: "rank",
    limit: 100,
  });
  return product_categories.map((c) => ({ id: c.id, name: c.name, slug: c.handle }));
});

/** Tag ids for "featured" and "new" — the flags staff set on products in the Medusa admin. */
export const tagIds = memoize(5 * 60 * 1000, async () => {
  const { product_tags } = await medusa().client.fetch<{ product_tags: Array<{ id: string; value: string }> }>("/store/product-tags", {
    query: { value: ["featured", "new"], limit: 10 },
  });
  const byValue = new Map(product_tags.map((t) => [t.value, t.id]));
  return { featured: byValue.get("featured"), new: byValue.get("new") };
});
