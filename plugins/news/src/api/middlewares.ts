import { defineMiddlewares } from "@medusajs/framework/http";
import { contractRoutes } from "@glow/medusa-http";
import { adminNewsContracts, newsContracts } from "@glow/shop-contracts";

// Each endpoint's request schemas from its contract (ADR 160); /admin/* routes need a staff user
// (Medusa's default for admin routes). The public article route answers 404 for a bad slug itself.
export default defineMiddlewares({
  routes: [newsContracts.list, ...Object.values(adminNewsContracts)].map((contract) => contractRoutes(contract)),
});
