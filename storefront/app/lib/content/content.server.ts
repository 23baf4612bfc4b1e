import { parseMarkdown, type MarkdownDoc } from "~/lib/content/markdown";

/**
 * Content pages are Markdown files in storefront/app/content/: staff or volunteers edit the text
 * without touching code (the next `npm start` rebuilds the storefront when a file changes).
 */
const files = import.meta.glob<string>("../../content/*.md", { query: "?raw", import: "default", eager: true });

const pages = new Map<string, MarkdownDoc>(
  Object.entries(files).map(([path, source]) => [path.replace(/^.*\/([^/]+)\.md$/, "$1"), parseMarkdown(source)]),
);

export const CONTENT_SLUGS = ["about", "contact", "returns", "shipping", "terms", "privacy", "support", "help", "consultation"] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

export function getContentPage(slug: ContentSlug): MarkdownDoc {
  const page = pages.get(slug);
  if (!page) throw new Error(`storefront/app/content/${slug}.md is missing`);
  return page;
}
