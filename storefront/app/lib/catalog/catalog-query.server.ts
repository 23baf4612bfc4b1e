import { z } from "zod";
import { PAGE_SIZE, SORTS, type CatalogFilters } from "~/lib/catalog/catalog";
import { searchText } from "~/lib/http/input";

const SORT_VALUES = SORTS.map((s) => s.value) as [CatalogFilters["sort"], ...CatalogFilters["sort"][]];
const price = z.coerce.number().min(0).max(1_000_000);
/** The deepest offset a catalog request may ask for: 6 million products (the index allows 10 million). */
const MAX_OFFSET = 6_000_000;

/**
 * Catalog pages read their filters from the URL. A page never fails on a bad parameter: a value
 * that does not parse is ignored (`.catch`), so a hand-edited or stale link still shows products.
 */
export const catalogPageSchema = z.object({
  // Control characters are stripped here and in GET /api/products alike (lib/http/input.ts).
  q: searchText(100).optional().catch(undefined).transform((v) => v || undefined),
  category: z.string().trim().regex(/^[a-z0-9-]{1,100}$/).optional().catch(undefined),
  brand: z.array(z.string().trim().min(1).max(80)).max(20).catch([]),
  min: price.optional().catch(undefined),
  max: price.optional().catch(undefined),
  sort: z.enum(SORT_VALUES).default("newest").catch("newest"),
  page: z.coerce.number().int().min(1).max(MAX_OFFSET / PAGE_SIZE).default(1).catch(1),
});
export type CatalogPageQuery = z.infer<typeof catalogPageSchema>;

/** Turns URLSearchParams into the object the schemas read (`brand` may repeat). */
export function searchParamsObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) out[key] = key === "brand" ? params.getAll(key).filter(Boolean) : (params.get(key) ?? "");
  for (const [key, value] of Object.entries(out)) if (value === "") delete out[key];
  return out;
}

export function parseCatalogPage(params: URLSearchParams): CatalogPageQuery {
  const parsed = catalogPageSchema.parse(searchParamsObject(params));
  // A reversed range is a typo, not an empty catalog.
  if (parsed.min !== undefined && parsed.max !== undefined && parsed.min > parsed.max) [parsed.min, parsed.max] = [parsed.max, parsed.min];
  return parsed;
}

/** GET /api/products is strict: bad input answers 400 with a plain message (contracts: Errors). */
export const apiProductsSchema = z
  .object({
    featured: z.enum(["true", "false"], { error: "featured must be true or false" }).optional().transform((v) => v === "true"),
    sale: z.enum(["true", "false"], { error: "sale must be true or false" }).optional().transform((v) => v === "true"),
    category: z.string().trim().min(1).max(100).regex(/^[a-z0-9-]+$/, "category must be a category slug such as skincare").optional(),
    q: searchText(100, "q must be at most 100 characters").optional(),
    brand: z.array(z.string().trim().min(1, "brand cannot be empty").max(80, "brand must be at most 80 characters")).max(20, "at most 20 brands").default([]),
    minPrice: z.coerce.number({ error: "minPrice must be a number" }).min(0, "minPrice cannot be negative").max(1_000_000, "minPrice is too large").optional(),
    maxPrice: z.coerce.number({ error: "maxPrice must be a number" }).min(0, "maxPrice cannot be negative").max(1_000_000, "maxPrice is too large").optional(),
    sort: z.enum(SORT_VALUES, { error: `sort must be one of ${SORT_VALUES.join(", ")}` }).default("newest"),
    limit: z.coerce.number({ error: "limit must be a number" }).int("limit must be between 1 and 100").min(1, "limit must be between 1 and 100").max(100, "limit must be between 1 and 100").default(24),
    offset: z.coerce.number({ error: "offset must be a number" }).int("offset must be a whole number").min(0, "offset cannot be negative").max(MAX_OFFSET, "offset is too large").default(0),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, { message: "minPrice cannot be more than maxPrice" });
