import { formatNewsDate } from "~/lib/news/news";
import type { NewsArticle } from "~/lib/shared/types";

/** Urgent mark, category (a colour dot beside dark text, readable whatever colour staff chose) and date. */
export function NewsMeta({ article, className = "" }: { article: Pick<NewsArticle, "isUrgent" | "category" | "publishedAt">; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700 ${className}`}>
      {article.isUrgent && (
        <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white" data-testid="urgent-badge">
          Urgent
        </span>
      )}
      {article.category && (
        <span className="inline-flex items-center gap-1.5 font-semibold text-gray-900">
          <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-full" style={{ backgroundColor: article.category.color }} />
          {article.category.name}
        </span>
      )}
      <time dateTime={article.publishedAt}>{formatNewsDate(article.publishedAt)}</time>
    </p>
  );
}
