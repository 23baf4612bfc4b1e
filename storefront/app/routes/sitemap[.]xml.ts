import type { LoaderFunctionArgs } from "@remix-run/node";
import { countProducts, SITEMAP_PRODUCTS_PER_FILE } from "~/lib/catalog/products.server";
import { siteOrigin } from "~/lib/shared/seo";
import { buildSitemapIndex, PRODUCT_SITEMAP_HEADERS, sitemapFiles } from "~/lib/shared/sitemap";

/**
 * /sitemap.xml — a sitemap index (sitemaps.org): /sitemap/pages.xml (pages, categories, every news
 * article) and one /sitemap/products-N.xml per 10,000 published products, counted by the catalog index
 * (so it follows the catalog like the products files do).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const files = sitemapFiles(await countProducts(), SITEMAP_PRODUCTS_PER_FILE);
  return new Response(buildSitemapIndex(siteOrigin(request), files), { headers: PRODUCT_SITEMAP_HEADERS });
}
