import type { LoaderFunctionArgs } from "@remix-run/node";
import { bannerCounts } from "~/lib/banners/banners.server";
import { adminOverview } from "~/lib/reviews/reviews.server";
import { withAdmin } from "~/lib/reviews/reviews-api.server";

/**
 * GET /api/admin/overview — pending reviews, latest orders and banner counts for /admin (shop admins only).
 * Banner counts are optional: the overview still answers when the banners plugin does not.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return withAdmin(request, async (context) => {
    const [reviews, banners] = await Promise.all([adminOverview(context), bannerCounts(request).catch(() => null)]);
    return { ...reviews, banners };
  });
}
