import { authenticate, defineMiddlewares } from "@medusajs/framework/http";
import { requireShopAdmin } from "@glow/medusa-http";

export default defineMiddlewares({
  routes: [
    {
      // Writing a review and asking whether one may: the signed-in customer (401 otherwise).
      matcher: "/store/products/:id/reviews",
      method: ["POST"],
      middlewares: [authenticate("customer", ["bearer", "session"])],
    },
    {
      matcher: "/store/products/:id/can-review",
      method: ["GET"],
      middlewares: [authenticate("customer", ["bearer", "session"])],
    },
    {
      // The storefront's /admin: a phone-auth session of a shop admin (401 signed out, 403 not an admin).
      matcher: "/store/shop-admin/review*",
      middlewares: [requireShopAdmin()],
    },
  ],
});
