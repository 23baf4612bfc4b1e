import { MedusaService } from "@medusajs/framework/utils";
import { NewsArticle } from "./models/news-article";
import { NewsCategory } from "./models/news-category";

export default class NewsModuleService extends MedusaService({ NewsArticle, NewsCategory }) {}
