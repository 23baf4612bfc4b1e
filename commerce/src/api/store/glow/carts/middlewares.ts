import { type MiddlewareRoute, authenticate } from "@medusajs/framework/http";
import { validate } from "@glow/medusa-http";
import { StoreGlowCartParams, StoreQuickAddLineItem } from "./validators";

export const glowCartMiddlewares: MiddlewareRoute[] = [
  {
    // The signed-in customer's own cart only (the workflow checks the owner): 401 without a customer.
    matcher: "/store/glow/carts*",
    middlewares: [authenticate("customer", ["bearer", "session"])],
  },
  {
    matcher: "/store/glow/carts/:id/line-items",
    method: ["POST"],
    middlewares: [validate(StoreGlowCartParams, "params"), validate(StoreQuickAddLineItem, "body")],
  },
];
