import {
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  authenticate,
  defineMiddlewares,
} from "@medusajs/framework/http";
import { MedusaError } from "@medusajs/framework/utils";
import type { z } from "@medusajs/framework/zod";
import { AdminProductParams, StoreAddWishlistItem, StoreWishlistItemParams } from "./validators";

/**
 * Validates the body (→ `req.validatedBody`) or the path parameters with a zod
 * schema. Unlike Medusa's `validateAndTransformBody`, whose generic wording ("Value for field …
 * too small, expected at least: '1'") replaces the schema's own messages, this answers the
 * schema's plain messages — with the same 400 `{ type: "invalid_data", message }` Medusa uses.
 */
export function validate(schema: z.ZodType, source: "body" | "params") {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const result = schema.safeParse(source === "body" ? (req.body ?? {}) : req.params);
    if (!result.success) {
      const message = [...new Set(result.error.issues.map((issue) => issue.message))].slice(0, 3).join("; ");
      return next(new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid request: ${message}`));
    }
    // Route handlers read the body from req.validatedBody; path parameters they parse again with the
    // same schema, because Express rebuilds req.params for every route layer.
    if (source === "body") req.validatedBody = result.data;
    next();
  };
}

export default defineMiddlewares({
  routes: [
    {
      // Every wishlist route is the signed-in customer's own: 401 without a customer token or session.
      matcher: "/store/wishlist*",
      middlewares: [authenticate("customer", ["bearer", "session"])],
    },
    {
      matcher: "/store/wishlist/items",
      method: ["POST"],
      middlewares: [validate(StoreAddWishlistItem, "body")],
    },
    {
      matcher: "/store/wishlist/items/:product_id",
      method: ["DELETE"],
      middlewares: [validate(StoreWishlistItemParams, "params")],
    },
    {
      matcher: "/admin/products/:id/wishlist-count",
      method: ["GET"],
      middlewares: [validate(AdminProductParams, "params")],
    },
  ],
});
