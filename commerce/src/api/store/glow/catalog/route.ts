import type { MedusaRequest, MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http";
import type { ISearchModuleService, SearchTypes } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import type { Sql } from "../../../../catalog/sort-indexes";
import { catalogVocabulary, correctQuery, rereadCatalogVocabulary, type Vocabulary } from "../../../../catalog/typo-correction";
import { parseInput } from "@glow/medusa-http";
import { brandList, buildCatalogQueries, fromTheEnd, orderFor, priceRanges, readableFromTheEnd, reversedOrder, type CatalogAnswer } from "../../../../catalog/catalog-search";
import type { ProductDocument } from "../../../../catalog/product-document";
import { normalizeQuery } from "../../../../catalog/spelling";
import { StoreCatalogQuery } from "./validators";

/**
 * GET /store/glow/catalog — one page of the catalog and its facets from the product search index
 * (ADR 110): filters (category, brand, price, sale, stock, featured), sorts (newest, price, rating)
 * and text search, counted by the index. A search first matches every word exactly (ranked title
 * above brand above description); only when nothing matches does it tolerate a typo per word.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = parseInput(StoreCatalogQuery, req.query);
  // One spelling for British and American words ("moisturiser" → "moisturizer"), as in the index.
  const params = { ...parsed, q: parsed.q ? normalizeQuery(parsed.q) : undefined };
  const searchModule = req.scope.resolve<ISearchModuleService>(Modules.SEARCH);
  const salesChannelIds = (req as MedusaStoreRequest).publishable_key_context?.sales_channel_ids ?? [];

  const run = async (typo: boolean, q = params.q) => {
    const queries = buildCatalogQueries({ ...params, q }, salesChannelIds, typo);
    if (readableFromTheEnd(params)) {
      // A deep newest-first page: count and facets first (no rows), then the rows from the nearer end.
      const counting = { ...queries.page, pagination: { ...queries.page.pagination, skip: 0, take: 0 } };
      const [counted, brandFacet] = (await searchModule.searchMany(queries.brandFacet ? [counting, queries.brandFacet] : [counting])) as [SearchTypes.SearchResult, SearchTypes.SearchResult?];
      const tail = fromTheEnd(params.offset, params.limit, counted.metadata.count ?? 0);
      const { facets: _facets, ...options } = queries.page.search_options ?? {};
      const rowsOnly = { ...options, count: "none" as const };
      const [rows] = await searchModule.searchMany([
        tail
          ? { ...queries.page, pagination: { skip: tail.skip, take: tail.take, order: reversedOrder(orderFor(params)) }, search_options: rowsOnly }
          : { ...queries.page, search_options: rowsOnly },
      ]);
      const hits = tail ? [...rows!.hits].reverse() : rows!.hits;
      return { page: { ...counted, hits } as SearchTypes.SearchResult<ProductDocument>, brandFacet };
    }
    const [page, brandFacet] = await searchModule.searchMany(queries.brandFacet ? [queries.page, queries.brandFacet] : [queries.page]);
    return { page: page as SearchTypes.SearchResult<ProductDocument>, brandFacet };
  };
  let match: CatalogAnswer["match"] = params.q ? "exact" : undefined;
  let result = await run(false);
  if (params.q && (result.page.metadata.count ?? 0) === 0) {
    match = "typo";
    // Each unknown word corrected to the catalog's nearest word, then the exact search again; the
    // provider's own typo pass (a scan of every row) only when the catalog's words cannot be read.
    const sql = req.scope.resolve<Sql>(ContainerRegistrationKeys.PG_CONNECTION);
    const vocabulary = await catalogVocabulary(sql).catch(() => null);
    if (vocabulary) {
      const q = params.q;
      const corrected = async (words: Vocabulary) => {
        const query = correctQuery(q, words);
        return query ? run(false, query) : null;
      };
      let found = await corrected(vocabulary);
      // Nothing found with the kept words: they may predate the products (read while the index filled).
      if (!found || (found.page.metadata.count ?? 0) === 0) {
        const fresher = await rereadCatalogVocabulary(sql)?.catch(() => null);
        if (fresher) found = (await corrected(fresher)) ?? found;
      }
      if (found) result = found;
    } else {
      result = await run(true);
    }
  }
  const { page, brandFacet } = result;
  const answer: CatalogAnswer = {
    products: page.hits.map((hit) => ({ ...hit.document, id: hit.id })),
    count: page.metadata.count ?? 0,
    limit: params.limit,
    offset: params.offset,
    ...(params.facets.includes("brand") ? { brands: brandList((brandFacet ?? page).facets?.brand) } : {}),
    ...(params.facets.includes("price") ? { price_ranges: priceRanges(page.facets?.price) } : {}),
    ...(match ? { match } : {}),
  };
  // The storefront caches answers briefly itself; shared caches may keep them as briefly (ADR 010/110).
  res.setHeader("Cache-Control", "public, max-age=10");
  res.json(answer);
}
