import type { MiddlewareRoute } from "@medusajs/framework/http";
import { contractRoutes } from "@glow/medusa-http";
import { adminDeliveryFeesContracts } from "@glow/shop-contracts";

/** The body of a save, checked with the contract's schema (a 400 `{ message }` in plain words). */
export const adminDeliveryFeesMiddlewares: MiddlewareRoute[] = [contractRoutes(adminDeliveryFeesContracts.update)];
