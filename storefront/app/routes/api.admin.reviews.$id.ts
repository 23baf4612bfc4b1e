import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/lib/http/api.server";
import { apiError } from "~/lib/http/http.server";
import { deleteReview } from "~/lib/reviews/reviews.server";
import { reviewIdParams, withAdmin } from "~/lib/reviews/reviews-api.server";

/** DELETE /api/admin/reviews/{id} — shop admins only. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  // 401 signed out, 403 not an admin, whatever the id; the id is checked after.
  return withAdmin(request, (context) => {
    const parsed = reviewIdParams.safeParse(params);
    if (!parsed.success) return apiError(400, "That is not a review id.");
    return deleteReview(context, parsed.data.id);
  });
}
