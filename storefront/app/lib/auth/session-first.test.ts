import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import * as adminBanner from "~/routes/api.admin.banners.$id";
import * as adminBanners from "~/routes/api.admin.banners";
import * as adminReviewApprove from "~/routes/api.admin.reviews.$id.approve";
import * as adminReviewResponse from "~/routes/api.admin.reviews.$id.response";
import * as adminReview from "~/routes/api.admin.reviews.$id";
import * as adminReviews from "~/routes/api.admin.reviews";
import * as cartLine from "~/routes/api.cart.$id";
import * as cart from "~/routes/api.cart";
import * as canReview from "~/routes/api.products.$id.can-review";
import * as reviews from "~/routes/api.products.$id.reviews";
import * as wishlistItem from "~/routes/api.wishlist.$productId";
import * as wishlist from "~/routes/api.wishlist";

/**
 * Issue 15: every `/api/*` route that needs a session answers 401 to a signed-out request WHATEVER its
 * body, id or query — the session is checked before anything is validated (the standards' "who is
 * asking first"). No cookie means no session lookup, so these run without Medusa.
 */
type Handler = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<Response> | Response;

function call(handler: Handler, method: string, path: string, params: Record<string, string>, body?: string, contentType = "application/json") {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": contentType },
    body,
  });
  return handler({ request, params, context: {} } as ActionFunctionArgs & LoaderFunctionArgs);
}

const BAD_ID = "not an id!";
const cases: Array<[string, Handler, string, string, Record<string, string>, string?, string?]> = [
  ["POST /api/cart with a numeric productId", cart.action, "POST", "/api/cart", {}, JSON.stringify({ productId: 1, quantity: 1 })],
  ["POST /api/cart with no body", cart.action, "POST", "/api/cart", {}],
  ["POST /api/cart with broken JSON", cart.action, "POST", "/api/cart", {}, "{", "application/json"],
  ["POST /api/cart as text", cart.action, "POST", "/api/cart", {}, "x", "text/plain"],
  ["POST /api/cart with quantity 0", cart.action, "POST", "/api/cart", {}, JSON.stringify({ productId: "prod_1", quantity: 0 })],
  ["PUT /api/cart/{bad id}", cartLine.action, "PUT", "/api/cart/x", { id: BAD_ID }, JSON.stringify({ quantity: 1 })],
  ["PUT /api/cart/{id} with quantity -1", cartLine.action, "PUT", "/api/cart/line_1", { id: "line_1" }, JSON.stringify({ quantity: -1 })],
  ["DELETE /api/cart/{bad id}", cartLine.action, "DELETE", "/api/cart/x", { id: BAD_ID }],
  ["POST /api/wishlist with a numeric productId", wishlist.action, "POST", "/api/wishlist", {}, JSON.stringify({ productId: 1 })],
  ["POST /api/wishlist with {}", wishlist.action, "POST", "/api/wishlist", {}, "{}"],
  ["DELETE /api/wishlist/{bad id}", wishlistItem.action, "DELETE", "/api/wishlist/x", { productId: BAD_ID }],
  ["POST /api/products/{bad id}/reviews", reviews.action, "POST", "/api/products/x/reviews", { id: BAD_ID }, JSON.stringify({ rating: 5 })],
  ["POST /api/products/{id}/reviews with rating 0", reviews.action, "POST", "/api/products/prod_1/reviews", { id: "prod_1" }, JSON.stringify({ rating: 0 })],
  ["GET /api/products/{bad id}/can-review", canReview.loader, "GET", "/api/products/x/can-review", { id: BAD_ID }],
  ["GET /api/admin/reviews?status=bogus", adminReviews.loader, "GET", "/api/admin/reviews?status=bogus", {}],
  ["POST /api/admin/reviews/{bad id}/approve", adminReviewApprove.action, "POST", "/api/admin/reviews/x/approve", { id: BAD_ID }],
  ["POST /api/admin/reviews/{bad id}/response", adminReviewResponse.action, "POST", "/api/admin/reviews/x/response", { id: BAD_ID }, JSON.stringify({ response: 5 })],
  ["DELETE /api/admin/reviews/{bad id}", adminReview.action, "DELETE", "/api/admin/reviews/x", { id: BAD_ID }],
  ["POST /api/admin/banners with {}", adminBanners.action, "POST", "/api/admin/banners", {}, "{}"],
  ["PUT /api/admin/banners/{bad id}", adminBanner.action, "PUT", "/api/admin/banners/x", { id: BAD_ID }, "{}"],
];

describe("signed-out requests to session routes", () => {
  it.each(cases)("%s → 401 with a message", async (_name, handler, method, path, params, body, contentType) => {
    const response = await call(handler, method, path, params, body, contentType);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Authentication required. Please sign in." });
  });

  it("still answers 405 for a method the address does not take (before the session: nothing is read)", async () => {
    expect((await call(cart.action, "PATCH", "/api/cart", {}, "{}")).status).toBe(405);
    expect((await call(cartLine.action, "POST", "/api/cart/line_1", { id: "line_1" }, "{}")).status).toBe(405);
  });
});
