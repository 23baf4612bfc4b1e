import type { MiddlewareRoute } from "@medusajs/framework/http";
import { ownCartOnly } from "@glow/medusa-http";

/**
 * Medusa's own store cart routes answer anyone who knows a cart id. Wherever /store is reachable
 * (a misconfigured proxy, a LAN-bound `npm start`), a cart is read and changed only by its own
 * signed-in customer (issue 20). No `method`: registered with app.use, so every method and every
 * sub-path (`/line-items`, `/shipping-methods`, `/promotions`, `/customer`…) is covered, in any
 * spelling Medusa's router accepts, and the decoded `:id` is what is checked.
 */
export const storeCartMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts/:id", middlewares: [ownCartOnly()] },
  // A payment collection is opened for a cart by id in the body.
  { matcher: "/store/payment-collections", method: ["POST"], middlewares: [ownCartOnly((req) => (req.body as { cart_id?: unknown } | undefined)?.cart_id)] },
];
