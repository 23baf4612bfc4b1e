import { model } from "@medusajs/framework/utils";
import { NewsCategory } from "./news-category";

/**
 * A news article (spec §3). `content` is Markdown kept exactly as written; the storefront renders
 * it to React elements with links filtered (never as HTML). An article whose `published_at` is
 * still ahead is scheduled: the store routes do not show it yet.
 */
export const NewsArticle = model
  .define("news_article", {
    id: model.id({ prefix: "news" }).primaryKey(),
    slug: model.text(),
    title: model.text(),
    excerpt: model.text().nullable(),
    content: model.text(),
    image_url: model.text().nullable(),
    published_at: model.dateTime(),
    is_urgent: model.boolean().default(false),
    is_featured: model.boolean().default(false),
    category: model.belongsTo(() => NewsCategory, { mappedBy: "articles" }).nullable(),
  })
  .indexes([{ on: ["slug"], unique: true }, { on: ["published_at"] }]);
