import { authenticate, type MiddlewareRoute } from "@medusajs/framework/http";
import { contractRoutes, ownOrderOnly } from "@glow/medusa-http";
import { returnContracts } from "@glow/shop-contracts";

/**
 * Returns from the order page (ADR 230): the order's own customer, signed in with a bearer token;
 * another customer's order answers 404 before anything is read or validated (the workflow checks
 * the owner again where it writes).
 */
export const storeOrderReturnMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/glow/orders/:id/returns", middlewares: [authenticate("customer", ["bearer"]), ownOrderOnly()] },
  contractRoutes(returnContracts.request),
];
