import "./zod-setup.js";
import { z } from "zod";
import { defineContract, DeletedJsonSchema, PageJsonShape } from "./contract.js";
import { AdminListQuery, optionalLink, optionalText, strictBody } from "./fields.js";
import { NEWS_SLUG } from "./news-slug.js";

/**
 * News as the news plugin answers it (plugins/news/src/lib/handlers.ts), snake_case; read by the
 * Medusa admin's News page and the storefront (storefront/app/lib/news/news.server.ts).
 */
export const NewsCategoryJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  handle: z.string(),
  color: z.string(),
});
export type NewsCategoryJson = z.infer<typeof NewsCategoryJsonSchema>;

export const NewsArticleJsonSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  /** Markdown (the subset of `parseArticleMarkdown()`). */
  content: z.string(),
  image_url: z.string().nullable(),
  published_at: z.iso.datetime(),
  is_urgent: z.boolean(),
  is_featured: z.boolean(),
  category: NewsCategoryJsonSchema.nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type NewsArticleJson = z.infer<typeof NewsArticleJsonSchema>;

// ── Requests ─────────────────────────────────────────────────────────────────────────────
// Messages are meant for people (the plugin answers them as a 400 `{ message }`). Markdown
// `content` is stored exactly as written; the picture link passes the shop's link rule when saved.

export { NEWS_SLUG };

/** The slug the plugin derives from a title or name when none is given. */
export function slugifyTitle(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/g, "");
}

const articleFields = {
  title: z
    .string({ error: (issue) => (issue.input === undefined ? "Title is required" : "Title must be a text") })
    .trim()
    .min(1, "Title is required")
    .max(160, "Title must be at most 160 characters"),
  slug: z
    .string({ error: "Slug must be a text" })
    .trim()
    .max(120, "Slug must be at most 120 characters")
    .regex(NEWS_SLUG, "Slug may use only lower-case letters, digits and single hyphens (e.g. harmattan-skincare-guide)")
    .optional(),
  excerpt: optionalText("Excerpt", 300),
  content: z
    .string({ error: (issue) => (issue.input === undefined ? "Content is required" : "Content must be a text") })
    .max(50_000, "Content must be at most 50,000 characters")
    .refine((value) => value.trim().length > 0, "Content is required"),
  image_url: optionalLink("Image URL"),
  published_at: z
    .string({ error: "Publish date must be a date" })
    .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value.trim()) && !Number.isNaN(Date.parse(value)), "Publish date must be a date such as 2026-12-01T08:00:00Z")
    .transform((value) => new Date(value))
    .optional(),
  is_urgent: z.boolean({ error: "is_urgent must be true or false" }).optional(),
  is_featured: z.boolean({ error: "is_featured must be true or false" }).optional(),
  category_id: z
    .union([z.string({ error: "category_id must be a text" }).regex(/^[A-Za-z0-9_-]{1,100}$/, "category_id must look like ncat_01H…"), z.null()], {
      error: "category_id must be a text",
    })
    .optional(),
};

export const CreateArticle = strictBody(articleFields);
export type CreateArticleType = z.infer<typeof CreateArticle>;
export const UpdateArticle = strictBody({ ...articleFields, title: articleFields.title.optional(), content: articleFields.content.optional() });
export type UpdateArticleType = Partial<z.infer<typeof UpdateArticle>>;

const categoryFields = {
  name: z
    .string({ error: (issue) => (issue.input === undefined ? "Name is required" : "Name must be a text") })
    .trim()
    .min(1, "Name is required")
    .max(60, "Name must be at most 60 characters"),
  handle: z
    .string({ error: "Handle must be a text" })
    .trim()
    .max(60, "Handle must be at most 60 characters")
    .regex(NEWS_SLUG, "Handle may use only lower-case letters, digits and single hyphens (e.g. skincare-tips)")
    .optional(),
  color: z
    .string({ error: (issue) => (issue.input === undefined ? "Colour is required" : "Colour must be a text") })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "Colour must be a hex colour such as #9d174d"),
};
export const CreateCategory = strictBody(categoryFields);
export type CreateCategoryType = z.infer<typeof CreateCategory>;
export const UpdateCategory = strictBody({ ...categoryFields, name: categoryFields.name.optional(), color: categoryFields.color.optional() });
export type UpdateCategoryType = Partial<z.infer<typeof UpdateCategory>>;

export const NewsIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "The id must look like news_01H…") });
export const NewsSlugParams = z.object({ slug: z.string().max(120, "Article not found").regex(NEWS_SLUG, "Article not found") });

const bool = (label: string) =>
  z
    .enum(["true", "false"], { error: `${label} must be true or false` })
    .transform((v) => v === "true")
    .optional();

export const StoreListNewsQuery = z.object({
  limit: z.coerce.number({ error: "limit must be a number" }).int("limit must be a whole number").min(1, "limit must be between 1 and 50").max(50, "limit must be between 1 and 50").default(20),
  offset: z.coerce.number({ error: "offset must be a number" }).int("offset must be a whole number").min(0, "offset must be 0 or more").max(10_000, "offset is too large").default(0),
  featured: bool("featured"),
  urgent: bool("urgent"),
  category: z.string().trim().max(60, "Unknown category").regex(NEWS_SLUG, "category must be a category handle such as skincare-tips").optional(),
});
export type StoreListNewsQueryType = z.infer<typeof StoreListNewsQuery>;

// ── Endpoints ────────────────────────────────────────────────────────────────────────────

export const NewsListJsonSchema = z.object({ articles: z.array(NewsArticleJsonSchema), ...PageJsonShape });
const ArticleAnswer = z.object({ article: NewsArticleJsonSchema });
const CategoryAnswer = z.object({ category: NewsCategoryJsonSchema });

export const newsContracts = {
  /** GET /store/news — published articles, newest first. */
  list: defineContract({ method: "GET", path: "/store/news", query: StoreListNewsQuery, response: NewsListJsonSchema }),
  /** GET /store/news/:slug — one published article (404 otherwise). */
  retrieve: defineContract({ method: "GET", path: "/store/news/:slug", params: NewsSlugParams, response: ArticleAnswer }),
  categories: defineContract({ method: "GET", path: "/store/news-categories", response: z.object({ categories: z.array(NewsCategoryJsonSchema) }) }),
};

/** The Medusa admin's News page (a staff user). */
export const adminNewsContracts = {
  list: defineContract({ method: "GET", path: "/admin/news", query: AdminListQuery, response: NewsListJsonSchema }),
  create: defineContract({ method: "POST", path: "/admin/news", body: CreateArticle, response: ArticleAnswer }),
  retrieve: defineContract({ method: "GET", path: "/admin/news/:id", params: NewsIdParams, response: ArticleAnswer }),
  update: defineContract({ method: "POST", path: "/admin/news/:id", params: NewsIdParams, body: UpdateArticle, response: ArticleAnswer }),
  remove: defineContract({ method: "DELETE", path: "/admin/news/:id", params: NewsIdParams, response: DeletedJsonSchema("news_article") }),
  categories: defineContract({ method: "GET", path: "/admin/news-categories", response: z.object({ categories: z.array(NewsCategoryJsonSchema) }) }),
  createCategory: defineContract({ method: "POST", path: "/admin/news-categories", body: CreateCategory, response: CategoryAnswer }),
  updateCategory: defineContract({ method: "POST", path: "/admin/news-categories/:id", params: NewsIdParams, body: UpdateCategory, response: CategoryAnswer }),
  removeCategory: defineContract({ method: "DELETE", path: "/admin/news-categories/:id", params: NewsIdParams, response: DeletedJsonSchema("news_category") }),
};
