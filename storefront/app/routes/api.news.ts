import type { LoaderFunctionArgs } from "@remix-run/node";
import { newsQuerySchema } from "~/lib/news/news";
import { apiError, CATALOG_CACHE_HEADERS } from "~/lib/http/http.server";
import { listNews } from "~/lib/news/news.server";

/**
 * GET /api/news?limit=3&featured=true (spec §7) — an array of articles, newest first; also
 * `category` (a category slug) and `offset`. Published articles are the same for everyone.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = newsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return apiError(400, parsed.error.issues.map((issue) => issue.message).join("; "));
  const { articles } = await listNews(parsed.data);
  return Response.json(articles, { headers: CATALOG_CACHE_HEADERS });
}
