/** Picture sizes for news (`Picture`), apart from news.ts: the home page needs these, not its zod schemas. */
/** A news card's picture: the widths offered, and how wide the home page's three-column row draws it. */
export const NEWS_CARD_WIDTHS = [320, 480, 640] as const;
export const NEWS_CARD_SIZES = "(min-width: 768px) 33vw, 100vw";
/** The news page's grid: two columns from 640 px, three from 1024 px. */
export const NEWS_LIST_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
/** An article's picture: the column is at most 736 px wide (max-w-3xl less padding). */
export const NEWS_ARTICLE_WIDTHS = [480, 640, 960, 1280] as const;
export const NEWS_ARTICLE_SIZES = "(min-width: 768px) 736px, 100vw";
