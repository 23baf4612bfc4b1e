import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { quantitySchema, withCustomerToken } from "~/lib/cart/cart-api.server";
import { apiError } from "~/lib/http/http.server";
import { idParams } from "~/lib/http/input";
import { removeCartLine, updateCartLine } from "~/lib/cart/cart.server";

const paramsSchema = idParams("id", "cart item");
const updateSchema = z.object({ quantity: quantitySchema });

/** PUT /api/cart/{id} {quantity} changes a line; DELETE /api/cart/{id} removes it (spec §7). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed(["PUT", "DELETE"]);
  // Signed out is 401 whatever the id or body; both are checked once the session is known.
  return withCustomerToken(request, async (token) => {
    const parsedParams = paramsSchema.safeParse(params);
    if (!parsedParams.success) return apiError(400, "That is not a cart item id.");
    const lineId = parsedParams.data.id;
    if (request.method === "DELETE") return removeCartLine(token, lineId);
    const parsed = await parseBody(request, updateSchema);
    if (parsed.response) return parsed.response;
    return updateCartLine(token, lineId, parsed.data.quantity);
  }, { cartAnswer: true });
}
