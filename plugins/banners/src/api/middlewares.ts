import { defineMiddlewares } from "@medusajs/framework/http";
import { validate } from "@glow/medusa-http";
import { requireShopAdmin } from "@glow/plugin-phone-auth/lib/http";
import { BannerParams, CreateBanner, ListBannersQuery, UpdateBanner } from "./validators";

/** The same checks for the staff routes (/admin, a Medusa user session) and the shop-admin routes. */
const routesUnder = (prefix: string) => [
  { matcher: `${prefix}/banners`, method: ["GET"] as const, middlewares: [validate(ListBannersQuery, "query")] },
  { matcher: `${prefix}/banners`, method: ["POST"] as const, middlewares: [validate(CreateBanner, "body")] },
  { matcher: `${prefix}/banners/:id`, method: ["GET", "DELETE"] as const, middlewares: [validate(BannerParams, "params")] },
  { matcher: `${prefix}/banners/:id`, method: ["POST"] as const, middlewares: [validate(BannerParams, "params"), validate(UpdateBanner, "body")] },
  { matcher: `${prefix}/banners/:id/activate`, method: ["POST"] as const, middlewares: [validate(BannerParams, "params")] },
  { matcher: `${prefix}/banners/:id/deactivate`, method: ["POST"] as const, middlewares: [validate(BannerParams, "params")] },
];

export default defineMiddlewares({
  routes: [
    // The storefront's /admin/banners: a signed-in shopper in the "Shop admins" group (401 / 403 otherwise).
    { matcher: "/store/shop-admin/banners*", middlewares: [requireShopAdmin()] },
    ...routesUnder("/store/shop-admin").map((r) => ({ ...r, method: [...r.method] })),
    ...routesUnder("/admin").map((r) => ({ ...r, method: [...r.method] })),
  ],
});
