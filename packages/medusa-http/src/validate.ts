import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { MedusaError } from "@medusajs/framework/utils";
import type { z } from "@medusajs/framework/zod";

/** Where `validate()` reads its input. */
export type ValidatedPart = "body" | "params" | "query";

/**
 * A middleware that validates the body (→ `req.validatedBody`), the path parameters or the query
 * with a zod schema. Unlike Medusa's `validateAndTransformBody`, whose generic wording ("Value for
 * field … too small, expected at least: '1'") replaces the schema's own messages, it answers the
 * schema's plain messages (at most three, without repeats) with the same 400
 * `{ type: "invalid_data", message: "Invalid request: …" }` Medusa uses.
 *
 * Route handlers read the body from `req.validatedBody`; path parameters they parse again with the
 * same schema, because Express rebuilds `req.params` for every route layer.
 */
export function validate(schema: z.ZodType, source: ValidatedPart) {
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
