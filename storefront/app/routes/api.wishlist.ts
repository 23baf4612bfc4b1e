import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { withCustomerToken } from "~/lib/cart/cart-api.server";
import { medusaId } from "~/lib/http/input";
import { addToWishlist, listWishlist } from "~/lib/wishlist/wishlist.server";

const addSchema = z.object({ productId: medusaId("product", "productId") });

/** GET /api/wishlist — the signed-in customer's wishlist items (spec §7). */
export function loader({ request }: LoaderFunctionArgs) {
  return withCustomerToken(request, (token) => listWishlist(token));
}

/** POST /api/wishlist {productId} — adds; adding twice changes nothing. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // Signed out is 401 whatever the body; the body is validated once the session is known.
  return withCustomerToken(request, async (token) => {
    const parsed = await parseBody(request, addSchema);
    if (parsed.response) return parsed.response;
    return addToWishlist(token, parsed.data.productId);
  });
}
