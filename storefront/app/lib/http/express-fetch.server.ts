import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * Express ⇄ Fetch for server-app.ts, on public APIs only (ADR 150). The server needs Remix's
 * answer as a Fetch Response (page cache, the 503 page) before sending it, so it calls
 * `@remix-run/node`'s `createRequestHandler` rather than `@remix-run/express`'s, which writes to
 * the socket itself; these two functions are what the latter does around it.
 */
/**
 * The host of the URL Remix sees: the `Host` header only, never `X-Forwarded-Host` or `Forwarded`
 * (Remix's own adapter reads X-Forwarded-Host). The page cache keys pages by protocol + Host
 * (page-cache.server.ts): a page rendered from a header outside that key could be served to the next
 * visitor with an attacker's host in it (issue 34). Pages take their public origin from configuration
 * (`STOREFRONT_URL`, lib/shared/seo.ts); this is only the fallback when none is set.
 * A Host that is not a plain host[:port] becomes `localhost`.
 */
export function requestHost(host: string | undefined): string {
  try {
    const url = new URL(`http://${(host ?? "").trim()}`);
    const plain = url.hostname !== "" && !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash;
    return plain ? url.host : "localhost";
  } catch {
    return "localhost";
  }
}

export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(`${req.protocol}://${requestHost(req.get("host"))}${req.originalUrl}`);
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else if (values) headers.set(key, values);
  }
  // Loaders and actions are aborted when the client goes away before the answer was written.
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => finished || controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
