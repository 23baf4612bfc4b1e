import { authenticate, defineMiddlewares } from "@medusajs/framework/http";
import { validate } from "@glow/medusa-http";
import { AdminProductParams, StoreAddWishlistItem, StoreWishlistItemParams } from "./validators";

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
