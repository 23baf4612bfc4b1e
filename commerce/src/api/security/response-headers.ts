import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Headers on EVERY answer of this Medusa process, the admin dashboard at `/app` first (issue 34: the
 * dashboard could be framed by another site and clickjacked):
 * - `X-Frame-Options: DENY` and `Content-Security-Policy: frame-ancestors 'none'` (no page of Medusa
 *   is meant to be framed), plus `object-src 'none'; base-uri 'self'` — nothing that restricts the
 *   dashboard's own scripts and styles;
 * - `X-Content-Type-Options: nosniff`;
 * - `Referrer-Policy: same-origin`: the dashboard's invite page (`/app/invite?token=…`) registers the
 *   new staff identity with the invite in its Referer, which the auth guard requires (phone-auth's
 *   middlewares), and nothing leaves for other sites.
 *
 * Why not a `defineMiddlewares` entry: Medusa mounts the dashboard (`app.use("/app", …)`) before it has
 * scanned the API routes and registers our middlewares after, so a middleware for `/app` never runs
 * for the dashboard's GETs. Node's `http.server.request.start` diagnostics channel (public since Node
 * 18) fires for every request of every HTTP server in the process before any handler; this module is
 * imported by `src/api/middlewares.ts`, i.e. while Medusa loads its API, before it listens. Handlers
 * may still set their own values after this.
 */
export const MEDUSA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
};

const SUBSCRIBED = Symbol.for("glow.medusaSecurityHeaders");

export function setSecurityHeadersOnEveryResponse(): void {
  const registry = globalThis as { [SUBSCRIBED]?: boolean };
  if (registry[SUBSCRIBED]) return;
  registry[SUBSCRIBED] = true;
  subscribe("http.server.request.start", (message) => {
    const { response } = message as { request: IncomingMessage; response: ServerResponse };
    if (response.headersSent) return;
    for (const [name, value] of Object.entries(MEDUSA_SECURITY_HEADERS)) response.setHeader(name, value);
  });
}
