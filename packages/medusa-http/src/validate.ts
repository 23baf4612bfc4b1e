import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { MedusaError } from "@medusajs/framework/utils";
import type { z } from "@medusajs/framework/zod";

/** Where `validate()` reads its input. */
export type ValidatedPart = "body" | "params" | "query";

/**
 * Medusa's INVALID_DATA error for input a schema refused, which Medusa answers as a 400
 * `{ type: "invalid_data", message }`, with the schema's own plain messages (at most three, without
 * repeats) after "Invalid request: ". Medusa's `validateAndTransformBody` would replace them with its
 * generic wording ("Value for field … too small, expected at least: '1'").
 */
function invalidData(error: z.ZodError): MedusaError {
  const message = [...new Set(error.issues.map((issue) => issue.message))].slice(0, 3).join("; ");
  return new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid request: ${message}`);
}

/** Parses input with a zod schema (a missing value counts as `{}`); bad input throws `invalidData()`. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalidData(result.error);
  return result.data;
}

/** How a middleware answers input its schema refused (by default: `invalidData()`, passed to `next`). */
export type InvalidInputAnswer = (error: z.ZodError, res: MedusaResponse, next: MedusaNextFunction) => void;

const passInvalidData: InvalidInputAnswer = (error, _res, next) => next(invalidData(error));

/**
 * A middleware that checks the body (→ `req.validatedBody`), the path parameters or the query with
 * its schema (a missing value counts as `{}`), answering bad input with `answerInvalid`.
 *
 * Route handlers read the body from `req.validatedBody`; path parameters they parse again with the
 * same schema, because Express rebuilds `req.params` for every route layer.
 */
export function validate(schema: z.ZodType, source: ValidatedPart, answerInvalid: InvalidInputAnswer = passInvalidData) {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const result = schema.safeParse((source === "body" ? req.body : source === "params" ? req.params : req.query) ?? {});
    if (!result.success) return answerInvalid(result.error, res, next);
    if (source === "body") req.validatedBody = result.data;
    next();
  };
}
