import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { apiError } from "~/lib/http/http.server";
import { MedusaCallError } from "~/lib/medusa/errors.server";
import { createProductReview, listProductReviews } from "~/lib/reviews/reviews.server";
import { createReviewSchema, productIdParams, withShopperToken } from "~/lib/reviews/reviews-api.server";

/** GET /api/products/{id}/reviews — the approved reviews (spec §7), reviewer phones masked. */
export async function loader({ params }: LoaderFunctionArgs) {
  const parsed = productIdParams.safeParse(params);
  if (!parsed.success) return apiError(400, "That is not a product id.");
  try {
    // Short shared caching: a newly approved review shows within a minute.
    return Response.json(await listProductReviews(parsed.data.id), { headers: { "Cache-Control": "public, max-age=30, s-maxage=60", Vary: "Cookie" } });
  } catch (error) {
    if (error instanceof MedusaCallError) return apiError(error.status, error.message);
    throw error;
  }
}

/** POST /api/products/{id}/reviews {rating, comment?} — submitted pending approval (201). 401 / 403 / 409 with a message. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // Signed out is 401 whatever the id or body; both are checked once the session is known.
  return withShopperToken(
    request,
    async (token) => {
      const id = productIdParams.safeParse(params);
      if (!id.success) return apiError(400, "That is not a product id.");
      const body = await parseBody(request, createReviewSchema);
      if (body.response) return body.response;
      return createProductReview(token, id.data.id, body.data);
    },
    201,
  );
}
