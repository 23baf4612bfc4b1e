import { z } from "zod";

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
