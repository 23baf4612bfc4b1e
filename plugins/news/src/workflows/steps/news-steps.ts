import { MedusaError } from "@medusajs/framework/utils";
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk";
import { slugify, type CreateArticleType, type CreateCategoryType, type UpdateArticleType, type UpdateCategoryType } from "../../api/validators";
import { NEWS_MODULE } from "../../modules/news";
import type NewsModuleService from "../../modules/news/service";

const news = (container: { resolve: (key: string) => unknown }) => container.resolve(NEWS_MODULE) as NewsModuleService;

const ARTICLE_FIELDS = ["slug", "title", "excerpt", "content", "image_url", "published_at", "is_urgent", "is_featured", "category_id"] as const;
const CATEGORY_FIELDS = ["name", "handle", "color"] as const;

async function articleOr404(service: NewsModuleService, id: string) {
  const [article] = await service.listNewsArticles({ id }, { take: 1 });
  if (!article) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Article not found. It may have been deleted.");
  return article;
}

async function categoryOr404(service: NewsModuleService, id: string) {
  const [category] = await service.listNewsCategories({ id }, { take: 1 });
  if (!category) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Category not found. It may have been deleted.");
  return category;
}

async function assertSlugFree(service: NewsModuleService, slug: string, exceptId?: string) {
  const [other] = await service.listNewsArticles({ slug }, { take: 1, select: ["id"] });
  if (other && other.id !== exceptId) throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, `Another article already uses the address /news/${slug}. Choose another slug.`);
}

async function assertHandleFree(service: NewsModuleService, handle: string, exceptId?: string) {
  const [other] = await service.listNewsCategories({ handle }, { take: 1, select: ["id"] });
  if (other && other.id !== exceptId) throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, `Another category already uses the handle ${handle}.`);
}

async function assertCategoryExists(service: NewsModuleService, id: string | null | undefined) {
  if (!id) return;
  const [category] = await service.listNewsCategories({ id }, { take: 1, select: ["id"] });
  if (!category) throw new MedusaError(MedusaError.Types.INVALID_DATA, "That category does not exist. Pick one from the list.");
}

export const createArticleStep = createStep(
  "glow-create-news-article",
  async (input: CreateArticleType, { container }) => {
    const service = news(container);
    const slug = input.slug || slugify(input.title);
    if (!slug) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Please give the article a slug (its address under /news/).");
    await assertSlugFree(service, slug);
    await assertCategoryExists(service, input.category_id);
    const created = await service.createNewsArticles({ ...input, slug, published_at: input.published_at ?? new Date() } as never);
    return new StepResponse(created, created.id);
  },
  async (id: string | undefined, { container }) => {
    if (id) await news(container).deleteNewsArticles(id);
  },
);

export const updateArticleStep = createStep(
  "glow-update-news-article",
  async (input: { id: string; update: UpdateArticleType }, { container }) => {
    const service = news(container);
    const before = (await articleOr404(service, input.id)) as Record<string, unknown>;
    if (input.update.slug) await assertSlugFree(service, input.update.slug, input.id);
    if ("category_id" in input.update) await assertCategoryExists(service, input.update.category_id);
    const previous: Record<string, unknown> = {};
    for (const key of ARTICLE_FIELDS) if (key in input.update) previous[key] = before[key];
    const updated = await service.updateNewsArticles({ id: input.id, ...input.update } as never);
    return new StepResponse(updated, { id: input.id, previous });
  },
  async (undo: { id: string; previous: Record<string, unknown> } | undefined, { container }) => {
    if (undo) await news(container).updateNewsArticles({ id: undo.id, ...undo.previous } as never);
  },
);

export const deleteArticleStep = createStep(
  "glow-delete-news-article",
  async (input: { id: string }, { container }) => {
    const service = news(container);
    await articleOr404(service, input.id);
    await service.softDeleteNewsArticles(input.id);
    return new StepResponse({ id: input.id }, input.id);
  },
  async (id: string | undefined, { container }) => {
    if (id) await news(container).restoreNewsArticles(id);
  },
);

export const createCategoryStep = createStep(
  "glow-create-news-category",
  async (input: CreateCategoryType, { container }) => {
    const service = news(container);
    const handle = input.handle || slugify(input.name);
    if (!handle) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Please give the category a handle (used in /news?category=…).");
    await assertHandleFree(service, handle);
    const created = await service.createNewsCategories({ ...input, handle, color: input.color.toLowerCase() });
    return new StepResponse(created, created.id);
  },
  async (id: string | undefined, { container }) => {
    if (id) await news(container).deleteNewsCategories(id);
  },
);

export const updateCategoryStep = createStep(
  "glow-update-news-category",
  async (input: { id: string; update: UpdateCategoryType }, { container }) => {
    const service = news(container);
    const before = (await categoryOr404(service, input.id)) as Record<string, unknown>;
    if (input.update.handle) await assertHandleFree(service, input.update.handle, input.id);
    const previous: Record<string, unknown> = {};
    for (const key of CATEGORY_FIELDS) if (key in input.update) previous[key] = before[key];
    const update = { ...input.update, ...(input.update.color ? { color: input.update.color.toLowerCase() } : {}) };
    const updated = await service.updateNewsCategories({ id: input.id, ...update } as never);
    return new StepResponse(updated, { id: input.id, previous });
  },
  async (undo: { id: string; previous: Record<string, unknown> } | undefined, { container }) => {
    if (undo) await news(container).updateNewsCategories({ id: undo.id, ...undo.previous } as never);
  },
);

/** A category still used by articles is kept: staff move the articles first (nothing silently loses its category). */
export const deleteCategoryStep = createStep(
  "glow-delete-news-category",
  async (input: { id: string }, { container }) => {
    const service = news(container);
    await categoryOr404(service, input.id);
    const [, used] = await service.listAndCountNewsArticles({ category_id: input.id } as never, { take: 1, select: ["id"] });
    if (used > 0) {
      throw new MedusaError(
        MedusaError.Types.DUPLICATE_ERROR,
        `This category still has ${used} article${used === 1 ? "" : "s"}. Move ${used === 1 ? "it" : "them"} to another category first.`,
      );
    }
    await service.softDeleteNewsCategories(input.id);
    return new StepResponse({ id: input.id }, input.id);
  },
  async (id: string | undefined, { container }) => {
    if (id) await news(container).restoreNewsCategories(id);
  },
);
