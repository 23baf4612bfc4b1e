import type { MiddlewareRoute } from "@medusajs/framework/http";
import { validate } from "@glow/medusa-http";
import { StoreCatalogQuery } from "./validators";

export const glowCatalogMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/glow/catalog", method: ["GET"], middlewares: [validate(StoreCatalogQuery, "query")] },
];
