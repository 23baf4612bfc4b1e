import type { LoaderFunctionArgs } from "@remix-run/node";
import { listMainCategories } from "~/lib/catalog/categories.server";
import { listNews } from "~/lib/news/news.server";
import { listProducts } from "~/lib/catalog/products.server";
import { siteOrigin } from "~/lib/shared/seo";
import { buildSitemap, STATIC_PATHS } from "~/lib/shared/sitemap";

/** /sitemap.xml from the live catalog: static pages, every category, every product and the latest news articles. */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const [categories, list, news] = await Promise.all([
    listMainCategories(),
    listProducts({ limit: 5000 }),
    // News is an extra: the sitemap still answers if the news service fails.
    listNews({ limit: 50 }).catch(() => ({ articles: [] })),
  ]);
  const xml = buildSitemap(origin, [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...categories.map((c) => ({ path: `/products?category=${c.slug}` })),
    ...list.products.map((p) => ({ path: `/products/slug/${p.slug}` })),
    ...news.articles.map((a) => ({ path: `/news/${a.slug}` })),
  ]);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" } });
}
