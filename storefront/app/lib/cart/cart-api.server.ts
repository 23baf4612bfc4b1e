import { z } from "zod";
import { medusaId } from "~/lib/http/input";
import { requireApiUser } from "~/lib/auth/current-user.server";
import { apiError } from "~/lib/http/http.server";
import { MAX_CART_LINE_QUANTITY as MAX_LINE_QUANTITY } from "@glow/shop-contracts";
import type { CartHint } from "~/lib/cart/cart.server";
import { MedusaCallError } from "~/lib/medusa/errors.server";
import { commitPageCheck } from "~/lib/auth/page-check.server";
import type { CartItem } from "~/lib/cart/cart.types";

export const quantitySchema = z
  .number({ message: "Quantity must be a whole number of at least 1." })
  .int("Quantity must be a whole number of at least 1.")
  .min(1, "Quantity must be a whole number of at least 1.")
  .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}.`);

/**
 * The shade or size to add (ADR 200), for POST /api/cart and the no-JavaScript form alike: optional
 * (a single-variant product needs none; the spec's body is unchanged), a Medusa variant id when given.
 */
export const variantIdSchema = z.preprocess((value) => (value === "" || value === null ? undefined : value), medusaId("variant", "variantId").optional());

/**
 * Runs a cart operation for the signed-in customer and turns failures into the `/api/*` error shape.
 * The session is checked FIRST: signed out is 401 whatever the body (validation happens inside `work`,
 * which may answer a Response — e.g. parseBody's 400 — that is passed through as it is).
 * `work` also gets what the session check learnt (the customer's cart id, a hint for cart.server.ts).
 * `cartAnswer`: the result is the customer's cart lines (refreshes the session assertion's count).
 */
export async function withCustomerToken(request: Request, work: (token: string, session: CartHint) => Promise<unknown> | Response, options: { cartAnswer?: boolean } = {}): Promise<Response> {
  const auth = await requireApiUser(request);
  if (auth.response) return auth.response;
  const token = auth.current.medusaToken;
  if (!token) return apiError(401, "Authentication required. Please sign in again.");
  try {
    const result = await work(token, { cartId: auth.current.cartId, cart: auth.current.cart });
    if (result instanceof Response) return result;
    const headers = new Headers({ "Cache-Control": "private, no-store" });
    // A cart answer was just checked in Medusa: the browser's session assertion takes its count, so
    // the next page's badge is right without another check (ADR 140).
    if (options.cartAnswer && Array.isArray(result)) {
      const count = (result as CartItem[]).reduce((sum, item) => sum + item.quantity, 0);
      const assertion = await commitPageCheck(request, auth.current.user, count);
      if (assertion) headers.append("Set-Cookie", assertion);
    }
    return Response.json(result, { headers });
  } catch (error) {
    if (error instanceof MedusaCallError) return Response.json({ message: error.message, ...error.extra }, { status: error.status, headers: { "Cache-Control": "no-store" } });
    const status = (error as { status?: number }).status;
    if (status === 404) return apiError(404, "This product is not available.");
    if (status === 401) return apiError(401, "Authentication required. Please sign in again.");
    // Medusa refused what it was sent (ids are checked before, so this is not expected): the caller's request, not a fault here.
    if (status === 400) return apiError(400, "The shop could not accept that request. Please check it and try again.");
    throw error;
  }
}
