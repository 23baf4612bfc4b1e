import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http";
import { ROUTE_DECISIONS } from "./route-decisions";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS" | "HEAD";

/** The routes ROUTE_DECISIONS closes, grouped by path: `{ "/store/returns": ["POST"] }`. */
export function closedRoutes(decisions: Record<string, string> = ROUTE_DECISIONS): Map<string, Method[]> {
  const closed = new Map<string, Method[]>();
  for (const [route, decision] of Object.entries(decisions)) {
    if (decision !== "closed") continue;
    const [method, path] = route.split(" ") as [Method, string];
    closed.set(path, [...(closed.get(path) ?? []), method]);
  }
  return closed;
}

function closed(_req: MedusaRequest, res: MedusaResponse, _next: MedusaNextFunction) {
  res.status(404).json({ message: "Not found." });
}

/**
 * A 404 inside Medusa for every route the inventory closes (ADR 204), before Medusa's own validation
 * and handler: on the route's methods, with the same path Medusa's router matches (case-insensitive,
 * a trailing slash, `:params` decoded), so no spelling reaches the handler.
 */
export function closedRouteMiddlewares(): MiddlewareRoute[] {
  return [...closedRoutes()].map(([matcher, methods]) => ({ matcher, method: methods, middlewares: [closed] }));
}
