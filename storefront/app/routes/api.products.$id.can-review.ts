import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError } from "~/lib/http/http.server";
import { canReviewProduct } from "~/lib/reviews/reviews.server";
import { productIdParams, withShopperToken } from "~/lib/reviews/reviews-api.server";

/** GET /api/products/{id}/can-review — true/false (spec §6); 401 signed out (the client shows a sign-in prompt). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  // Signed out is 401 whatever the id; the id is checked once the session is known.
  return withShopperToken(request, (token) => {
    const parsed = productIdParams.safeParse(params);
    if (!parsed.success) return apiError(400, "That is not a product id.");
    return canReviewProduct(token, parsed.data.id);
  });
}
