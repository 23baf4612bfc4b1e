import type { NewsArticleJson, NewsCategoryJson } from "@glow/shop-contracts";
import { toStorefrontImageUrl } from "~/lib/media/media";
import type { NewsArticle } from "~/lib/shared/types";
import { medusa } from "~/lib/medusa/client.server";
import { cachedByKey } from "~/lib/medusa/cache.server";

/** The news plugin's answers (plugins/news/src/lib/handlers.ts): the shapes in @glow/shop-contracts (ADR 090). */
type PluginCategory = NewsCategoryJson;
type PluginArticle = NewsArticleJson;

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
  const body = await medusa().client.fetch<{ articles: PluginArticle[]; count: number }>("/store/news", { query: params });
  return { articles: body.articles.map(toNewsArticle), count: body.count };
}, 200);

export async function listNews(query: NewsQuery = {}): Promise<{ articles: NewsArticleWithCategorySlug[]; count: number }> {
  const params: Record<string, string> = { limit: String(query.limit ?? 20), offset: String(query.offset ?? 0) };
  if (query.featured !== undefined) params.featured = String(query.featured);
  if (query.category) params.category = query.category;
  return newsLists(params);
}

/** One published article, or null for an unknown (or not yet published) slug. */
export async function getNewsArticle(slug: string): Promise<NewsArticleWithCategorySlug | null> {
  try {
    const { article } = await medusa().client.fetch<{ article: PluginArticle }>(`/store/news/${encodeURIComponent(slug)}`);
    return toNewsArticle(article);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export async function listNewsCategories(): Promise<NewsCategory[]> {
  const { categories } = await medusa().client.fetch<{ categories: PluginCategory[] }>("/store/news-categories");
  return categories.map((c) => ({ name: c.name, slug: c.handle, color: c.color }));
}
