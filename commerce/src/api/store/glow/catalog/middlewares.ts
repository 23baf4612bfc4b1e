import type { MiddlewareRoute } from "@medusajs/framework/http";
import { contractRoutes } from "@glow/medusa-http";
import { catalogContract } from "@glow/shop-contracts";

export const glowCatalogMiddlewares: MiddlewareRoute[] = [contractRoutes(catalogContract)];
