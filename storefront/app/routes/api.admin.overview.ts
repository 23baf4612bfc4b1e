import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminOverview } from "~/lib/medusa/reviews.server";
import { withAdmin } from "~/lib/reviews-api.server";

/**
 * GET /api/admin/overview — pending reviews and latest orders for /admin (shop admins only).
 * TODO-at-merge: add `banners: await bannerCounts(request)` from ~/lib/medusa/banners.server once the
 * banners branch is merged (see routes/admin._index.tsx).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return withAdmin(request, (context) => adminOverview(context));
}
