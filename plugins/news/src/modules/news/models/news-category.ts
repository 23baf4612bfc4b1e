import { model } from "@medusajs/framework/utils";
import { NewsArticle } from "./news-article";

/** A news category (spec §3: name, color); `handle` is its address in /news?category=… */
export const NewsCategory = model
  .define("news_category", {
    id: model.id({ prefix: "ncat" }).primaryKey(),
    name: model.text(),
    handle: model.text(),
    color: model.text(),
    articles: model.hasMany(() => NewsArticle, { mappedBy: "category" }),
  })
  .indexes([{ on: ["handle"], unique: true }]);
