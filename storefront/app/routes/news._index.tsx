import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NewsMeta } from "~/components/news/NewsMeta";
import { Picture } from "~/components/ui/picture";
import { catalogPageHeaders, CATALOG_CACHE_HEADERS } from "~/lib/http/http.server";
import { listNews, listNewsCategories } from "~/lib/news/news.server";
import { NEWS_PAGE_SIZE, readNewsPageParams } from "~/lib/news/news";
import { NEWS_CARD_WIDTHS, NEWS_LIST_SIZES } from "~/lib/news/pictures";
import { keepDataOnSameUrl } from "~/lib/http/revalidate";

/** /news — published articles, newest first, urgent ones marked; `?category=` filters (rendered on the server from the URL). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { category, page } = readNewsPageParams(new URL(request.url).searchParams);
  const [categories, list] = await Promise.all([listNewsCategories(), listNews({ category, limit: NEWS_PAGE_SIZE, offset: (page - 1) * NEWS_PAGE_SIZE })]);
  const current = categories.find((c) => c.slug === category) ?? null;
  return data({ categories, current, articles: list.articles, count: list.count, page }, { headers: CATALOG_CACHE_HEADERS });
}

export const shouldRevalidate = keepDataOnSameUrl;

function pageHref(category: string | undefined, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/news?${query}` : "/news";
}

export default function NewsPage() {
  const { categories, current, articles, count, page } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(count / NEWS_PAGE_SIZE));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-display text-4xl font-bold text-gray-900">{current ? `News: ${current.name}` : "News & Updates"}</h1>
      <p className="mt-2 max-w-2xl text-gray-700">New arrivals, beauty tips for Ghana's seasons, offers and delivery notices from the Glow team.</p>

      <nav aria-label="News categories" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to="/news" aria-current={current ? undefined : "page"} className={`inline-block rounded-full border px-4 py-2 text-sm font-semibold ${current ? "border-gray-300 text-gray-800 hover:border-brand-600" : "border-brand-700 bg-brand-700 text-white"}`}>
              All news
            </Link>
          </li>
          {categories.map((c) => {
            const selected = current?.slug === c.slug;
            return (
              <li key={c.slug}>
                <Link
                  to={pageHref(c.slug, 1)}
                  aria-current={selected ? "page" : undefined}
                  className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold ${selected ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 text-gray-800 hover:border-brand-600"}`}
                >
                  <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-full ring-1 ring-white" style={{ backgroundColor: c.color }} />
                  {c.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {articles.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-gray-300 p-10 text-center text-gray-700" data-testid="news-list-empty">
          {current ? `No news in ${current.name} yet.` : "No news yet. Follow us for launches, restocks and beauty tips."}
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
          {articles.map((article, index) => (
            <li key={article.id} className={`flex flex-col overflow-hidden rounded-2xl border bg-white ${article.isUrgent ? "border-red-300 ring-1 ring-red-200" : "border-gray-200"}`}>
              {article.imageUrl && <Picture src={article.imageUrl} alt="" width={640} height={360} loading={index < 3 ? "eager" : "lazy"} sizes={NEWS_LIST_SIZES} widths={NEWS_CARD_WIDTHS} className="aspect-video w-full object-cover" />}
              <div className="flex flex-1 flex-col p-5">
                <NewsMeta article={article} />
                <h2 className="mt-2 text-lg font-semibold text-gray-900">
                  <Link to={`/news/${article.slug}`} className="hover:underline">
                    {article.title}
                  </Link>
                </h2>
                {article.excerpt && <p className="mt-2 line-clamp-4 text-gray-700">{article.excerpt}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label="News pages" className="mt-10 flex items-center justify-between">
          {page > 1 ? <Link to={pageHref(current?.slug, page - 1)} className="font-semibold text-brand-700 underline">Newer news</Link> : <span />}
          <span className="text-sm text-gray-700">
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={pageHref(current?.slug, page + 1)} className="font-semibold text-brand-700 underline">Older news</Link> : <span />}
        </nav>
      )}
    </div>
  );
}

export const headers = catalogPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.current ? `${data.current.name} — News — Glow` : "News & Updates — Glow" },
  { name: "description", content: "New arrivals, Harmattan skincare tips, offers and delivery notices from Glow, the beauty shop for Ghana." },
];
