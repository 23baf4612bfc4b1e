import { authenticate, defineMiddlewares } from "@medusajs/framework/http";
import { contractRoutes } from "@glow/medusa-http";
import { wishlistContracts } from "@glow/shop-contracts";

export default defineMiddlewares({
  routes: [
    {
      // Every wishlist route is the signed-in customer's own: 401 without a customer token or session.
      matcher: "/store/wishlist*",
      middlewares: [authenticate("customer", ["bearer", "session"])],
    },
    // Each endpoint's request schemas from its contract (ADR 160).
    contractRoutes(wishlistContracts.add),
    contractRoutes(wishlistContracts.remove),
    contractRoutes(wishlistContracts.adminCount),
  ],
});
