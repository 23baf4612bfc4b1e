import { storeRetrieveNews } from "../../../../lib/handlers";

/** GET /store/news/:slug — `{ article }`; 404 `{ message }` for an unknown or not yet published slug. */
export const GET = storeRetrieveNews;
