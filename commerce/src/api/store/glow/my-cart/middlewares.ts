import { type MiddlewareRoute, authenticate } from "@medusajs/framework/http";
import { validate } from "@glow/medusa-http";
import { StoreMyCartAddLineItem } from "./validators";

export const myCartMiddlewares: MiddlewareRoute[] = [
  {
    // The signed-in customer's own cart: 401 without a customer token.
    matcher: "/store/glow/my-cart*",
    middlewares: [authenticate("customer", ["bearer", "session"])],
  },
  {
    matcher: "/store/glow/my-cart/line-items",
    method: ["POST"],
    middlewares: [validate(StoreMyCartAddLineItem, "body")],
  },
];
