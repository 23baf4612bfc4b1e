import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/lib/api.server";
import { apiError } from "~/lib/http.server";
import { setReviewApproval } from "~/lib/medusa/reviews.server";
import { reviewIdParams, withAdmin } from "~/lib/reviews-api.server";

/** POST /api/admin/reviews/{id}/unapprove — shop admins only. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = reviewIdParams.safeParse(params);
  if (!parsed.success) return apiError(400, "That is not a review id.");
  return withAdmin(request, (context) => setReviewApproval(context, parsed.data.id, false));
}
