import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/lib/http/api.server";
import { withCustomerToken } from "~/lib/cart/cart-api.server";
import { apiError } from "~/lib/http/http.server";
import { idParams } from "~/lib/http/input";
import { removeFromWishlist } from "~/lib/wishlist/wishlist.server";

const paramsSchema = idParams("productId", "product");

/** DELETE /api/wishlist/{productId} — removes; removing what isn't there changes nothing. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  // Signed out is 401 whatever the id; the id is checked once the session is known.
  return withCustomerToken(request, (token) => {
    const parsed = paramsSchema.safeParse(params);
    if (!parsed.success) return apiError(400, "That is not a product id.");
    return removeFromWishlist(token, parsed.data.productId);
  });
}
