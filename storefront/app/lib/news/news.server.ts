import { newsContracts, type NewsArticleJson, type NewsCategoryJson } from "@glow/shop-contracts";
import { toStorefrontImageUrl } from "~/lib/media/media";
import type { NewsArticle } from "~/lib/shared/types";
import { callContract, dataOf } from "~/lib/medusa/contract-client.server";
import { cachedByKey } from "~/lib/medusa/cache.server";

/** The news plugin's answers (plugins/news/src/lib/handlers.ts), parsed with their contracts (ADR 160). */
type PluginArticle = NewsArticleJson;
export type { NewsCategoryJson };

export interface NewsCategory {
  name: string;
  slug: string;
  color: string;
}

/** Spec §3 News article; `category.slug` is an extra for the /news?category= filter. */
export type NewsArticleWithCategorySlug = NewsArticle & { category: (NewsArticle["category"] & { slug: string }) | null };

export function toNewsArticle(a: PluginArticle): NewsArticleWithCategorySlug {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    content: a.content,
    imageUrl: toStorefrontImageUrl(a.image_url),
    publishedAt: a.published_at,
    isUrgent: a.is_urgent,
    isFeatured: a.is_featured,
    category: a.category ? { name: a.category.name, color: a.category.color, slug: a.category.handle } : null,
  };
}

export interface NewsQuery {
  limit?: number;
  offset?: number;
  featured?: boolean;
  category?: string;
}

/**
 * Published articles, newest first (spec: GET /api/news?limit=&featured=), kept 10 s per process
 * (the home page shows three on every render). Articles are written in the Medusa admin; a new one
 * shows within the 10 s, like the product lists' 30 s.
 */
const newsLists = cachedByKey(10_000, async (params: Record<string, string>) => {
  const body = dataOf(await callContract(newsContracts.list, { query: params }), "Could not load the news.");
  return { articles: body.articles.map(toNewsArticle), count: body.count };
}, 200);

export async function listNews(query: NewsQuery = {}): Promise<{ articles: NewsArticleWithCategorySlug[]; count: number }> {
  const params: Record<string, string> = { limit: String(query.limit ?? 20), offset: String(query.offset ?? 0) };
  if (query.featured !== undefined) params.featured = query.featured ? "true" : "false";
  if (query.category) params.category = query.category;
  return newsLists(params);
}

/** One published article, or null for an unknown (or not yet published) slug. */
export async function getNewsArticle(slug: string): Promise<NewsArticleWithCategorySlug | null> {
  const answer = await callContract(newsContracts.retrieve, { params: { slug } });
  if (!answer.ok && answer.status === 404) return null;
  return toNewsArticle(dataOf(answer, "Could not load the article.").article);
}

export async function listNewsCategories(): Promise<NewsCategory[]> {
  const { categories } = dataOf(await callContract(newsContracts.categories, {}), "Could not load the news categories.");
  return categories.map((c) => ({ name: c.name, slug: c.handle, color: c.color }));
}
