import { listCategories } from "../../../lib/handlers";

/** GET /store/news-categories — `{ categories: [{ id, name, handle, color }] }`. */
export const GET = listCategories;
