import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { methodNotAllowed, parseBody } from "~/lib/api.server";
import { quantitySchema, withCustomerToken } from "~/lib/cart-api.server";
import { addToCart, listCart, lookUpStock } from "~/lib/medusa/cart.server";

const addSchema = z.object({
  productId: z.string({ message: "productId is required." }).trim().min(1, "productId is required.").max(100, "productId is too long."),
  quantity: quantitySchema.default(1),
});

/** GET /api/cart — the signed-in customer's cart items (spec §3/§7). */
export function loader({ request }: LoaderFunctionArgs) {
  return withCustomerToken(request, (token, session) => listCart(token, session));
}

/** POST /api/cart {productId, quantity} — adds (or increases the line); refuses more than the stock. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseBody(request, addSchema);
  if (parsed.response) return parsed.response;
  const { productId, quantity } = parsed.data;
  // The stock lookup needs no customer: it runs while the session is checked (unused when that fails).
  const stock = lookUpStock(productId);
  return withCustomerToken(request, (token, session) => addToCart(token, productId, quantity, { ...session, stock }));
}
