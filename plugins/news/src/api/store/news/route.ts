import { storeListNews } from "../../../lib/handlers";

/** GET /store/news?limit=&offset=&featured=&urgent=&category= — `{ articles, count, limit, offset }`, newest first. */
export const GET = storeListNews;
