import { z } from "@medusajs/framework/zod";

export const CATALOG_SORTS = ["newest", "price-asc", "price-desc", "rating", "in-stock"] as const;
/** Largest page of cards one request may ask for (the storefront asks for at most 24 per page, 100 through /api/products; ADR 111). */
export const MAX_CATALOG_LIMIT = 100;
/** Largest page of the sitemap view (handle and date only): one sitemap file. */
export const MAX_SITEMAP_LIMIT = 10_000;

const flag = z.enum(["true", "false"]).optional().transform((v) => v === "true");
const list = <T extends z.ZodType<unknown, string>>(max: number, item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(item).max(max, `at most ${max} values`));

/** GET /store/glow/catalog — the storefront's only catalog list read (ADR 110). */
export const StoreCatalogQuery = z.object({
  q: z.string().max(200, "q must be at most 200 characters").optional().transform((v) => v?.trim() || undefined),
  category: z.string().trim().regex(/^[a-z0-9-]{1,100}$/, "category must be a category handle").optional(),
  brand: list(20, z.string().trim().min(1).max(80)),
  min: z.coerce.number({ error: "min must be a number" }).min(0).max(10_000_000).optional(),
  max: z.coerce.number({ error: "max must be a number" }).min(0).max(10_000_000).optional(),
  sale: flag,
  in_stock: flag,
  featured: flag,
  tag: z.string().trim().regex(/^[a-z0-9-]{1,50}$/).optional(),
  exclude: list(50, z.string().trim().regex(/^[A-Za-z0-9_]{1,100}$/, "exclude must be product ids")),
  handle: list(100, z.string().trim().regex(/^[a-z0-9-]{1,200}$/, "handle must be product handles")),
  id: list(250, z.string().trim().regex(/^[A-Za-z0-9_]{1,100}$/, "id must be product ids")),
  sort: z.enum(CATALOG_SORTS, { error: `sort must be one of ${CATALOG_SORTS.join(", ")}` }).default("newest"),
  limit: z.coerce.number().int().min(0).max(MAX_SITEMAP_LIMIT, `limit must be at most ${MAX_CATALOG_LIMIT}`).default(12),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** `brand` adds the brand facet (counted without the brand filter), `price` price ranges. */
  facets: list(2, z.enum(["brand", "price"])),
  /** `sitemap`: only handle and updated_at per product. */
  view: z.enum(["card", "sitemap"]).default("card"),
}).refine((v) => v.view === "sitemap" || v.limit <= MAX_CATALOG_LIMIT, { message: `limit must be at most ${MAX_CATALOG_LIMIT}` });
export type StoreCatalogQueryType = z.infer<typeof StoreCatalogQuery>;
