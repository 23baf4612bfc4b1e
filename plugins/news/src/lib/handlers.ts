import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { MedusaError } from "@medusajs/framework/utils";
import type { NewsArticleJson, NewsCategoryJson } from "@glow/shop-contracts";
import {
  AdminListQuery,
  IdParams,
  SlugParams,
  StoreListNewsQuery,
  type CreateArticleType,
  type CreateCategoryType,
  type UpdateArticleType,
  type UpdateCategoryType,
} from "../api/validators";
import { NEWS_MODULE } from "../modules/news";
import type NewsModuleService from "../modules/news/service";
import {
  createNewsArticleWorkflow,
  createNewsCategoryWorkflow,
  deleteNewsArticleWorkflow,
  deleteNewsCategoryWorkflow,
  updateNewsArticleWorkflow,
  updateNewsCategoryWorkflow,
} from "../workflows/news";

/** The answers' shapes are in @glow/shop-contracts (ADR 090), shared with the admin page and the storefront. */
export type { NewsArticleJson, NewsCategoryJson };

const iso = (value: unknown) => new Date(value as string).toISOString();

export const categoryJson = (c: Record<string, any>): NewsCategoryJson => ({ id: c.id, name: c.name, handle: c.handle, color: c.color });

export function articleJson(a: Record<string, any>): NewsArticleJson {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt ?? null,
    content: a.content,
    image_url: a.image_url ?? null,
    published_at: iso(a.published_at),
    is_urgent: Boolean(a.is_urgent),
    is_featured: Boolean(a.is_featured),
    category: a.category && !a.category.deleted_at ? categoryJson(a.category) : null,
    created_at: iso(a.created_at),
    updated_at: iso(a.updated_at),
  };
}

const service = (req: MedusaRequest) => req.scope.resolve<NewsModuleService>(NEWS_MODULE);
const NEWEST = { published_at: "DESC", created_at: "DESC", id: "DESC" } as const;

/** Workflow errors a person caused: a slug or handle already taken, a category still in use → 409 `{ message }`. */
async function answering(res: MedusaResponse, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error: any) {
    if (error?.type === MedusaError.Types.DUPLICATE_ERROR) {
      res.status(409).json({ message: error.message });
      return;
    }
    throw error;
  }
}

/** GET /store/news — published articles, newest first; `featured`, `urgent`, `category` (handle) filters. */
export async function storeListNews(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const query = StoreListNewsQuery.parse(req.query);
  const filters: Record<string, unknown> = { published_at: { $lte: new Date() } };
  if (query.featured !== undefined) filters.is_featured = query.featured;
  if (query.urgent !== undefined) filters.is_urgent = query.urgent;
  if (query.category) {
    const [category] = await service(req).listNewsCategories({ handle: query.category }, { take: 1, select: ["id"] });
    if (!category) {
      res.json({ articles: [], count: 0, limit: query.limit, offset: query.offset });
      return;
    }
    filters.category_id = category.id;
  }
  const [articles, count] = await service(req).listAndCountNewsArticles(filters as never, {
    relations: ["category"],
    order: NEWEST,
    take: query.limit,
    skip: query.offset,
  });
  res.json({ articles: articles.map(articleJson), count, limit: query.limit, offset: query.offset });
}

/** GET /store/news/:slug — one published article, 404 `{ message }` otherwise. */
export async function storeRetrieveNews(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = SlugParams.safeParse(req.params);
  const [article] = parsed.success
    ? await service(req).listNewsArticles({ slug: parsed.data.slug, published_at: { $lte: new Date() } } as never, { relations: ["category"], take: 1 })
    : [];
  if (!article) {
    res.status(404).json({ message: "Article not found." });
    return;
  }
  res.json({ article: articleJson(article) });
}

/** GET /store/news-categories and /admin/news-categories — every category, by name. */
export async function listCategories(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const categories = await service(req).listNewsCategories({}, { order: { name: "ASC" }, take: 200 });
  res.json({ categories: categories.map(categoryJson) });
}

export async function adminListNews(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const { limit, offset } = AdminListQuery.parse(req.query);
  const [articles, count] = await service(req).listAndCountNewsArticles({}, { relations: ["category"], order: NEWEST, take: limit, skip: offset });
  res.json({ articles: articles.map(articleJson), count, limit, offset });
}

export async function adminRetrieveNews(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const { id } = IdParams.parse(req.params);
  const [article] = await service(req).listNewsArticles({ id }, { relations: ["category"], take: 1 });
  if (!article) {
    res.status(404).json({ message: "Article not found. It may have been deleted." });
    return;
  }
  res.json({ article: articleJson(article) });
}

async function withCategory(req: MedusaRequest, id: string) {
  const [article] = await service(req).listNewsArticles({ id }, { relations: ["category"], take: 1 });
  return articleJson(article!);
}

export function adminCreateNews(req: MedusaRequest<CreateArticleType>, res: MedusaResponse): Promise<void> {
  return answering(res, async () => {
    const { result } = await createNewsArticleWorkflow(req.scope).run({ input: req.validatedBody });
    res.status(201).json({ article: await withCategory(req, result.id) });
  });
}

export function adminUpdateNews(req: MedusaRequest<UpdateArticleType>, res: MedusaResponse): Promise<void> {
  return answering(res, async () => {
    const { id } = IdParams.parse(req.params);
    await updateNewsArticleWorkflow(req.scope).run({ input: { id, update: req.validatedBody } });
    res.json({ article: await withCategory(req, id) });
  });
}

export async function adminDeleteNews(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const { id } = IdParams.parse(req.params);
  await deleteNewsArticleWorkflow(req.scope).run({ input: { id } });
  res.json({ id, object: "news_article", deleted: true });
}

export function adminCreateCategory(req: MedusaRequest<CreateCategoryType>, res: MedusaResponse): Promise<void> {
  return answering(res, async () => {
    const { result } = await createNewsCategoryWorkflow(req.scope).run({ input: req.validatedBody });
    res.status(201).json({ category: categoryJson(result) });
  });
}

export function adminUpdateCategory(req: MedusaRequest<UpdateCategoryType>, res: MedusaResponse): Promise<void> {
  return answering(res, async () => {
    const { id } = IdParams.parse(req.params);
    const { result } = await updateNewsCategoryWorkflow(req.scope).run({ input: { id, update: req.validatedBody } });
    res.json({ category: categoryJson(result) });
  });
}

export function adminDeleteCategory(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  return answering(res, async () => {
    const { id } = IdParams.parse(req.params);
    await deleteNewsCategoryWorkflow(req.scope).run({ input: { id } });
    res.json({ id, object: "news_category", deleted: true });
  });
}
