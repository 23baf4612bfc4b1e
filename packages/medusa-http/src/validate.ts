import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { MedusaError } from "@medusajs/framework/utils";
import type { z } from "@medusajs/framework/zod";

/** Where `validate()` reads its input. */
export type ValidatedPart = "body" | "params" | "query";

/**
 * Parses input with a zod schema (a missing value counts as `{}`). Bad input throws Medusa's
 * INVALID_DATA error, which Medusa answers as a 400 `{ type: "invalid_data", message }`, with the
 * schema's own plain messages (at most three, without repeats) after "Invalid request: ". Medusa's
 * `validateAndTransformBody` would replace them with its generic wording ("Value for field … too
 * small, expected at least: '1'").
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const message = [...new Set(result.error.issues.map((issue) => issue.message))].slice(0, 3).join("; ");
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid request: ${message}`);
  }
  return result.data;
}

/**
 * A middleware that checks the body (→ `req.validatedBody`), the path parameters or the query with
 * `parseInput()`, passing its 400 error to `next`.
 *
 * Route handlers read the body from `req.validatedBody`; path parameters they parse again with the
 * same schema, because Express rebuilds `req.params` for every route layer.
 */
export function validate(schema: z.ZodType, source: ValidatedPart) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    let data: unknown;
    try {
      data = parseInput(schema, source === "body" ? req.body : source === "params" ? req.params : req.query);
    } catch (error) {
      return next(error);
    }
    if (source === "body") req.validatedBody = data;
    next();
  };
}
