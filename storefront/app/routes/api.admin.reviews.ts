import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiError } from "~/lib/http/http.server";
import { listAdminReviews } from "~/lib/reviews/reviews.server";
import { withAdmin } from "~/lib/reviews/reviews-api.server";
import { ADMIN_REVIEW_STATUSES } from "~/lib/reviews/reviews";

const querySchema = z.object({ status: z.enum(ADMIN_REVIEW_STATUSES as ["pending", "approved", "all"]).default("pending") });

/** GET /api/admin/reviews?status=pending|approved|all — shop admins only (401/403). */
export async function loader({ request }: LoaderFunctionArgs) {
  // 401 signed out, 403 not an admin, whatever the query; the query is checked after.
  return withAdmin(request, (context) => {
    const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return apiError(400, "status must be pending, approved or all.");
    return listAdminReviews(context, parsed.data.status);
  });
}
