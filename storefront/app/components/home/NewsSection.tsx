import { Link } from "@remix-run/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Picture } from "~/components/ui/picture";
import { toast } from "~/components/ui/use-toast";
import { HttpError, readErrorMessage } from "~/lib/http/api-client";
import { NEWS_CARD_SIZES, NEWS_CARD_WIDTHS } from "~/lib/news/pictures";
import { formatAccraDate } from "~/lib/shared/dates";
import type { NewsArticle } from "~/lib/shared/types";

export const NEWS_KEY = ["/api/news?limit=3&featured=true"] as const;
export const NEWS_LIMIT = 3;

/** Spec §7: an array; a 404 (no news service yet) is treated as empty. */
export async function fetchNews(): Promise<NewsArticle[]> {
  const response = await fetch(NEWS_KEY[0], { credentials: "include", headers: { Accept: "application/json" } });
  if (response.status === 404) return [];
  if (!response.ok) {
    const message = await readErrorMessage(response);
    throw new HttpError(`${response.status}: ${message}`, response.status, { message });
  }
  const body = (await response.json()) as NewsArticle[] | { news?: NewsArticle[] };
  return Array.isArray(body) ? body : (body.news ?? []);
}

export function NewsSection() {
  const { data, isPending, isError } = useQuery({ queryKey: NEWS_KEY, queryFn: fetchNews });
  useEffect(() => {
    if (isError) toast({ title: "Failed to fetch news", variant: "destructive" });
  }, [isError]);
  const news = (data ?? []).slice(0, NEWS_LIMIT);
  return (
    <section id="news" aria-labelledby="news-heading" className="below-fold mx-auto max-w-7xl px-4 py-12">
      <h2 id="news-heading" className="font-display text-3xl font-bold text-gray-900">
        Latest News &amp; Updates
      </h2>
      <div className="mt-6 min-h-24">
        {isPending ? (
          <p className="text-gray-600">Loading...</p>
        ) : news.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-gray-300 p-8 text-center text-gray-700" data-testid="news-empty">
            No news yet. Follow us for launches, restocks and beauty tips.
          </p>
        ) : (
          <ul className="grid gap-5 md:grid-cols-3">
            {news.map((article) => (
              <li key={article.id} className="overflow-hidden rounded-2xl border border-gray-200 bg-white">
                {article.imageUrl && <Picture src={article.imageUrl} alt="" width={640} height={360} loading="lazy" sizes={NEWS_CARD_SIZES} widths={NEWS_CARD_WIDTHS} className="aspect-video w-full object-cover" />}
                <div className="p-4">
                  <p className="flex flex-wrap gap-2 text-xs">
                    {article.isUrgent && <span className="rounded-full bg-red-700 px-2 py-0.5 font-semibold text-white">Urgent</span>}
                    {article.category && <span className="font-semibold" style={{ color: article.category.color }}>{article.category.name}</span>}
                    <time dateTime={article.publishedAt} className="text-gray-600">{formatAccraDate(article.publishedAt)}</time>
                  </p>
                  <h3 className="mt-2 font-semibold">
                    <Link to={`/news/${article.slug}`} className="block hover:underline">{article.title}</Link>
                  </h3>
                  {article.excerpt && <p className="mt-1 line-clamp-3 text-sm text-gray-700">{article.excerpt}</p>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-8 text-center">
        <Link to="/news" className="inline-block rounded-full border-2 border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
          All News &amp; Updates
        </Link>
      </div>
    </section>
  );
}
