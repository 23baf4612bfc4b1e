import { defineMiddlewares } from "@medusajs/framework/http";
import { validate } from "@glow/medusa-http";
import { AdminListQuery, CreateArticle, CreateCategory, IdParams, StoreListNewsQuery, UpdateArticle, UpdateCategory } from "./validators";

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
