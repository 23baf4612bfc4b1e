import { type MedusaNextFunction, type MedusaRequest, type MedusaResponse, defineMiddlewares } from "@medusajs/framework/http";
import { MedusaError } from "@medusajs/framework/utils";
import type { z } from "@medusajs/framework/zod";
import { requireShopAdmin } from "@glow/plugin-phone-auth/lib/http";
import { BannerParams, CreateBanner, ListBannersQuery, UpdateBanner } from "./validators";

/**
 * Validates the body (→ `req.validatedBody`), the query or the path parameters with a zod schema
 * and answers its plain message as Medusa's 400 `{ type: "invalid_data", message }`.
 */
export function validate(schema: z.ZodType, source: "body" | "params" | "query") {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const input = source === "body" ? (req.body ?? {}) : source === "params" ? req.params : req.query;
    const result = schema.safeParse(input);
    if (!result.success) {
      const message = [...new Set(result.error.issues.map((issue) => issue.message))].slice(0, 3).join("; ");
      return next(new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid request: ${message}`));
    }
    if (source === "body") req.validatedBody = result.data;
    next();
  };
}

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
