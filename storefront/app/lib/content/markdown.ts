/**
 * The shop's small Markdown subset (content pages in storefront/app/content/*.md, news articles):
 * the parser lives in @glow/shop-contracts (ADR 090), shared with the News editor's preview in the
 * Medusa admin. It produces plain data that React renders as elements (components/content/Markdown.tsx),
 * so no HTML from a file ever reaches the page as markup.
 */
export { parseArticleMarkdown, parseInline, parseMarkdown, safeHref, slugify, type Block, type Inline, type MarkdownDoc } from "@glow/shop-contracts";
