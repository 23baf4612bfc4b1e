import type { LoaderFunctionArgs } from "@remix-run/node";
import { listMainCategories } from "~/lib/catalog/categories.server";
import { cachedByKey } from "~/lib/medusa/cache.server";
import { countProducts, sitemapProducts, SITEMAP_PRODUCTS_PER_FILE } from "~/lib/catalog/products.server";
import { listNews } from "~/lib/news/news.server";
import { siteOrigin } from "~/lib/shared/seo";
import { buildSitemap, PRODUCT_SITEMAP_HEADERS, productFileNumber, SITEMAP_HEADERS, STATIC_PATHS } from "~/lib/shared/sitemap";

/** News articles per request while listing all of them (the news API's largest page). */
const NEWS_PAGE = 50;

async function allNewsSlugs(): Promise<string[]> {
  const slugs: string[] = [];
  for (let offset = 0; ; offset += NEWS_PAGE) {
    const { articles, count } = await listNews({ limit: NEWS_PAGE, offset });
    slugs.push(...articles.map((a) => a.slug));
    if (articles.length === 0 || offset + NEWS_PAGE >= count) return slugs;
  }
}

/**
 * A products file (10,000 URLs, ~1 MB) is built at most once a second per process and origin:
 * rebuilding it for every crawler request cost 80 ms at the median and 1 s at p99 at 100,000
 * products (bench/README.md "Catalog at size"), and it must follow the catalog within seconds
 * (issue 29: once a minute kept unpublished products listed; ADR 203).
 */
const PRODUCTS_FILE_TTL_MS = 1_000;
const productsFile = cachedByKey(PRODUCTS_FILE_TTL_MS, async ({ origin, number }: { origin: string; number: number }) => {
  const products = await sitemapProducts(number);
  return buildSitemap(origin, products.map((p) => ({ path: `/products/slug/${p.slug}`, lastModified: p.updatedAt })));
}, 50);

/** /sitemap/pages.xml and /sitemap/products-N.xml, the files /sitemap.xml lists. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const file = params.file ?? "";
  if (file === "pages.xml") {
    const [categories, news] = await Promise.all([
      listMainCategories(),
      // News is an extra: the file still answers if the news service fails.
      allNewsSlugs().catch(() => [] as string[]),
    ]);
    const xml = buildSitemap(origin, [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...categories.map((c) => ({ path: `/products?category=${c.slug}` })),
      ...news.map((slug) => ({ path: `/news/${slug}` })),
    ]);
    return new Response(xml, { headers: SITEMAP_HEADERS });
  }
  const number = productFileNumber(file);
  if (number === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (number > 1 && (number - 1) * SITEMAP_PRODUCTS_PER_FILE >= (await countProducts())) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(await productsFile({ origin, number }), { headers: PRODUCT_SITEMAP_HEADERS });
}
