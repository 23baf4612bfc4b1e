import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { quantitySchema, variantIdSchema, withCustomerToken } from "~/lib/cart/cart-api.server";
import { addToCart, listCart } from "~/lib/cart/cart.server";
import { medusaId } from "~/lib/http/input";
import { apiError } from "~/lib/http/http.server";
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from "@glow/shop-contracts";

const addSchema = z.object({
  productId: medusaId("product", "productId"),
  quantity: quantitySchema.default(1),
  variantId: variantIdSchema,
});

/** GET /api/cart — the signed-in customer's cart items (spec §3/§7). */
export function loader({ request }: LoaderFunctionArgs) {
  return withCustomerToken(request, (token, session) => listCart(token, session), { cartAnswer: true });
}

/**
 * POST /api/cart {productId, quantity, variantId?} — adds (or increases the line); refuses more than the
 * stock (409 with the figures). `variantId` names the shade or size of a product sold in several (ADR
 * 200): required for those (400 "Choose a shade first."), and must be the product's own (404). Commerce
 * decides all of it (issue 33); cart.server.ts words its codes.
 * An `Idempotency-Key` header (a UUID the device made for the tap, ADR 235) makes the add apply once
 * however often the tap is sent; a malformed key is 400. Without it, every answer is as before.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  // The session answers first: signed out is 401 whatever the body, then a bad body is 400.
  const parsed = await parseBody(request, addSchema);
  return withCustomerToken(request, (token) => {
    if (parsed.response) return parsed.response;
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
    const idempotencyKey = key === null ? undefined : IdempotencyKeySchema.safeParse(key);
    if (idempotencyKey && !idempotencyKey.success) return apiError(400, idempotencyKey.error.issues[0]?.message ?? "idempotency key must be a UUID");
    const { productId, quantity, variantId } = parsed.data;
    return addToCart(token, productId, quantity, { variantId, idempotencyKey: idempotencyKey?.data });
  }, { cartAnswer: true });
}
