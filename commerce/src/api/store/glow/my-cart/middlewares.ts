import { type MiddlewareRoute, authenticate } from "@medusajs/framework/http";
import { contractRoutes } from "@glow/medusa-http";
import { myCartContracts, promotionContracts } from "@glow/shop-contracts";

export const myCartMiddlewares: MiddlewareRoute[] = [
  {
    // The signed-in customer's own cart: 401 without a customer token.
    matcher: "/store/glow/my-cart*",
    middlewares: [authenticate("customer", ["bearer", "session"])],
  },
  contractRoutes(myCartContracts.retrieve),
  contractRoutes(myCartContracts.addLineItem),
  contractRoutes(myCartContracts.updateLineItem),
  contractRoutes(myCartContracts.removeLineItem),
  contractRoutes(promotionContracts.apply),
];
