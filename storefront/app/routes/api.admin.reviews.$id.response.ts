import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { apiError } from "~/lib/http/http.server";
import { respondToReview } from "~/lib/reviews/reviews.server";
import { responseSchema, reviewIdParams, withAdmin } from "~/lib/reviews/reviews-api.server";

/** POST /api/admin/reviews/{id}/response {response} — writes or edits the shop's reply (empty removes it). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // 401 signed out, 403 not an admin, whatever the id or body; both are checked after.
  return withAdmin(request, async (context) => {
    const parsed = reviewIdParams.safeParse(params);
    if (!parsed.success) return apiError(400, "That is not a review id.");
    const body = await parseBody(request, responseSchema);
    if (body.response) return body.response;
    return respondToReview(context, parsed.data.id, body.data.response);
  });
}
