import { type MedusaNextFunction, type MedusaRequest, type MedusaResponse, type MiddlewareRoute, authenticate } from "@medusajs/framework/http";
import { MedusaError } from "@medusajs/framework/utils";
import type { z } from "@medusajs/framework/zod";
import { StoreGlowCartParams, StoreQuickAddLineItem } from "./validators";

/** Answers the schema's own plain messages as Medusa's 400 `{ type: "invalid_data", message }`. */
function validate(schema: z.ZodType, source: "body" | "params") {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const result = schema.safeParse(source === "body" ? (req.body ?? {}) : req.params);
    if (!result.success) {
      const message = [...new Set(result.error.issues.map((issue) => issue.message))].slice(0, 3).join("; ");
      return next(new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid request: ${message}`));
    }
    if (source === "body") req.validatedBody = result.data;
    next();
  };
}

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
