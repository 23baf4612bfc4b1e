import type { MiddlewareRoute } from "@medusajs/framework/http";
import { contractRoutes } from "@glow/medusa-http";
import { adminReportContracts } from "@glow/shop-contracts";

export const adminLowStockMiddlewares: MiddlewareRoute[] = [contractRoutes(adminReportContracts.lowStock)];
