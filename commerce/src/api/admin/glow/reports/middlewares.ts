import type { MiddlewareRoute } from "@medusajs/framework/http";
import { contractRoutes } from "@glow/medusa-http";
import { adminReportContracts } from "@glow/shop-contracts";

/** `from`/`to` checked with the contract's schema: a 400 `{ message }` in plain words (after Medusa's 401 for non-staff). */
export const adminReportMiddlewares: MiddlewareRoute[] = [contractRoutes(adminReportContracts.ordersCsv), contractRoutes(adminReportContracts.sales)];
