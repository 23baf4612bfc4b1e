import { type MedusaNextFunction, type MedusaRequest, type MedusaResponse, defineMiddlewares } from "@medusajs/framework/http";
import { MedusaError } from "@medusajs/framework/utils";
import type { z } from "@medusajs/framework/zod";
import { AdminListQuery, CreateArticle, CreateCategory, IdParams, StoreListNewsQuery, UpdateArticle, UpdateCategory } from "./validators";

/** Validates body (→ `req.validatedBody`), query or path parameters; a plain 400 `{ message }` otherwise. */
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

export default defineMiddlewares({
  routes: [
    { matcher: "/store/news", method: ["GET"], middlewares: [validate(StoreListNewsQuery, "query")] },
    // /admin/* routes need a staff user (Medusa's default for admin routes).
    { matcher: "/admin/news", method: ["GET"], middlewares: [validate(AdminListQuery, "query")] },
    { matcher: "/admin/news", method: ["POST"], middlewares: [validate(CreateArticle, "body")] },
    { matcher: "/admin/news/:id", method: ["GET", "DELETE"], middlewares: [validate(IdParams, "params")] },
    { matcher: "/admin/news/:id", method: ["POST"], middlewares: [validate(IdParams, "params"), validate(UpdateArticle, "body")] },
    { matcher: "/admin/news-categories", method: ["POST"], middlewares: [validate(CreateCategory, "body")] },
    { matcher: "/admin/news-categories/:id", method: ["DELETE"], middlewares: [validate(IdParams, "params")] },
    { matcher: "/admin/news-categories/:id", method: ["POST"], middlewares: [validate(IdParams, "params"), validate(UpdateCategory, "body")] },
  ],
});
