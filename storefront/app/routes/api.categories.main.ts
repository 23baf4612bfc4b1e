import { CATALOG_CACHE_HEADERS } from "~/lib/http/http.server";
import { listMainCategories } from "~/lib/catalog/categories.server";

/** GET /api/categories/main — the top-level categories (spec §7). */
export async function loader() {
  return Response.json(await listMainCategories(), { headers: CATALOG_CACHE_HEADERS });
}
