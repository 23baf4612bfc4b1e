import "./zod-setup.js";
import { z } from "zod";
import { defineContract, PageJsonShape } from "./contract.js";

/**
 * GET /store/glow/catalog, the storefront's only catalog list read (ADR 110): the query the commerce
 * app validates (commerce/src/api/store/glow/catalog/route.ts) and the answer the storefront reads
 * (storefront/app/lib/catalog/products.server.ts). Lists travel as repeated keys (`brand=a&brand=b`),
 * so the storefront builds this query itself rather than with `contractQuery()`. Its answers are
 * parsed with the response schema in development and tests only (ADR 161: measured cost).
 */
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

export const StoreCatalogQuery = z
  .object({
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
  })
  .refine((v) => v.view === "sitemap" || v.limit <= MAX_CATALOG_LIMIT, { message: `limit must be at most ${MAX_CATALOG_LIMIT}` });
export type StoreCatalogQueryType = z.infer<typeof StoreCatalogQuery>;

/**
 * One product of the answer: the index document's fields a card reads (`view=card`), or the
 * sitemap's (`view=sitemap`: id, handle, updated_at); a field the view does not select is absent.
 */
export const CatalogProductJsonSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  handle: z.string().optional(),
  description: z.string().nullable().optional(),
  thumbnail: z.string().nullable().optional(),
  brand: z.string().nullable().optional(),
  category_handle: z.string().nullable().optional(),
  category_name: z.string().nullable().optional(),
  tags: z.array(z.string()).optional(),
  price: z.number().nullable().optional(),
  original_price: z.number().nullable().optional(),
  on_sale: z.boolean().optional(),
  stock_quantity: z.number().nullable().optional(),
  in_stock: z.boolean().optional(),
  /** Shades and sizes (ADR 200): how many variants, "8 shades", and whether their prices differ (`price` is then the lowest). */
  variant_count: z.number().int().optional(),
  option_label: z.string().nullable().optional(),
  price_varies: z.boolean().optional(),
  rating: z.number().optional(),
  review_count: z.number().int().optional(),
  created_at: z.string().nullable().optional(),
  updated_at: z.string().nullable().optional(),
});
export type CatalogProductJson = z.infer<typeof CatalogProductJsonSchema>;

export const CatalogAnswerSchema = z.object({
  products: z.array(CatalogProductJsonSchema),
  ...PageJsonShape,
  brands: z.array(z.object({ name: z.string(), count: z.number().int() })).optional(),
  price_ranges: z.array(z.object({ key: z.string(), from: z.number().optional(), to: z.number().optional(), count: z.number().int() })).optional(),
  /** `typo` when nothing matched the words exactly and the answer tolerates a typo per word. */
  match: z.enum(["exact", "typo"]).optional(),
});
export type CatalogAnswer = z.infer<typeof CatalogAnswerSchema>;

export const catalogContract = defineContract({ method: "GET", path: "/store/glow/catalog", query: StoreCatalogQuery, response: CatalogAnswerSchema });
