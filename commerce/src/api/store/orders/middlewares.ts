import { authenticate, type MiddlewareRoute } from "@medusajs/framework/http";
import { ownOrderOnly } from "@glow/medusa-http";

/**
 * Medusa's own store order routes reach an order by id alone: `GET /store/orders/:id` answers anyone
 * (guest order pages), and the transfer routes (`/transfer/request|cancel|accept|decline`, for
 * claiming a guest order) take any signed-in customer or a token and answer with the whole order.
 * Glow has no guest checkout, so an order is reached only by its own customer signed in with a
 * bearer token (ADR 062); everyone else gets 401, or the 404 of an unknown order. No `method`:
 * registered with app.use, so every method and sub-path is covered in any spelling Medusa's router
 * accepts, and the decoded `:id` is what is checked.
 */
export const storeOrderMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/orders/:id", middlewares: [authenticate("customer", ["bearer"]), ownOrderOnly()] },
];
