/** GET /store/glow/catalog's query: one schema with its contract in @glow/shop-contracts (ADR 161). */
export { CATALOG_SORTS, MAX_CATALOG_LIMIT, MAX_SITEMAP_LIMIT, StoreCatalogQuery, type StoreCatalogQueryType } from "@glow/shop-contracts";
