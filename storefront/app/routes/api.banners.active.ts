import type { LoaderFunctionArgs } from "@remix-run/node";
import { CATALOG_CACHE_HEADERS } from "~/lib/http/http.server";
import { getActiveBanner } from "~/lib/banners/banners.server";

/** GET /api/banners/active — the one banner to show now (spec §7), or null. Same for everyone: cached like the catalog. */
export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await getActiveBanner(request), { headers: CATALOG_CACHE_HEADERS });
}
