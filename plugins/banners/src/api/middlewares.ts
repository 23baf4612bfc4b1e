import { defineMiddlewares } from "@medusajs/framework/http";
import { contractRoutes, requireShopAdmin } from "@glow/medusa-http";
import { adminBannerContracts, shopAdminBannerContracts } from "@glow/shop-contracts";

export default defineMiddlewares({
  routes: [
    // The storefront's /admin/banners: a signed-in shopper in the "Shop admins" group (401 / 403 otherwise).
    { matcher: "/store/shop-admin/banners*", middlewares: [requireShopAdmin()] },
    // The same checks for the staff routes (/admin, a Medusa user session) and the shop-admin routes:
    // each endpoint's request schemas from its contract (ADR 160).
    ...Object.values(shopAdminBannerContracts).map((contract) => contractRoutes(contract)),
    ...Object.values(adminBannerContracts).map((contract) => contractRoutes(contract)),
  ],
});
