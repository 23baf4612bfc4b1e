import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/lib/api.server";
import { apiError } from "~/lib/http.server";
import { deleteReview } from "~/lib/medusa/reviews.server";
import { reviewIdParams, withAdmin } from "~/lib/reviews-api.server";

/** DELETE /api/admin/reviews/{id} — shop admins only. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  const parsed = reviewIdParams.safeParse(params);
  if (!parsed.success) return apiError(400, "That is not a review id.");
  return withAdmin(request, (context) => deleteReview(context, parsed.data.id));
}
