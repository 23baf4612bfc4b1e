import {
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  authenticate,
  defineMiddlewares,
  validateAndTransformBody,
} from "@medusajs/framework/http";
import { MedusaError } from "@medusajs/framework/utils";
import type { z } from "@medusajs/framework/zod";
import { AdminProductParams, StoreAddWishlistItem, StoreWishlistItemParams } from "./validators";

/** Medusa validates bodies and query strings but not path parameters: this does it with the same 400 answer. */
export function validateParams(schema: z.ZodType) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const result = schema.safeParse(req.params);
    if (!result.success) {
      const message = result.error.issues.map((issue) => issue.message).join("; ");
      return next(new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid request: ${message}`));
    }
    req.params = result.data as typeof req.params;
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
      middlewares: [validateAndTransformBody(StoreAddWishlistItem)],
    },
    {
      matcher: "/store/wishlist/items/:product_id",
      method: ["DELETE"],
      middlewares: [validateParams(StoreWishlistItemParams)],
    },
    {
      matcher: "/admin/products/:id/wishlist-count",
      method: ["GET"],
      middlewares: [validateParams(AdminProductParams)],
    },
  ],
});
