import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { methodNotAllowed } from "~/lib/http/api.server";
import { withCustomerToken } from "~/lib/cart/cart-api.server";
import { apiError } from "~/lib/http/http.server";
import { removeFromWishlist } from "~/lib/wishlist/wishlist.server";

const paramsSchema = z.object({ productId: z.string().regex(/^[A-Za-z0-9_]{1,100}$/) });

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
