/**
 * The storefront's production server: Remix's request handler on Express, with compression,
 * long-lived caching for fingerprinted assets, and the shopper's IP handed to the app in a
 * header only this server sets (rate limits are per IP; a client-sent value is never trusted).
 * TRUST_PROXY lists the proxies in front (default loopback; ADR 085): from them the IP is the
 * right-most X-Forwarded-For entry that is not a proxy, the same rule Medusa's limits use.
 *
 * Security policy (ADR 070, app/lib/security/policy.server.ts), for every response:
 * - security headers set by helmet, with a CSP nonce made per request and handed to Remix's inline scripts;
 * - state-changing requests sent by a browser from another site are refused (403 JSON);
 * - request bodies over the option storefront.bodyLimitBytes (256 KB) → 413, bodies without a length → 411;
 * - public pages asked for without cookies are kept for a few seconds (page cache, ADR 014);
 * - when Medusa or its database is down: pages answer a self-refreshing 503 "temporarily
 *   unavailable" page (also when their loaders caught the failure and would render empty
 *   sections), /api/* a 503 `{ message }`; every other non-JSON 4xx/5xx of /api/* becomes JSON.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import morgan from "morgan";
import {
  bodyLimitBytes,
  bodySizeRefusal,
  crossSiteRefusal,
  isUpstreamUnavailable,
  policyOptions,
  RETRY_AFTER_SECONDS,
  securityHeaders,
  UNAVAILABLE_MESSAGE,
  unavailablePage,
} from "./app/lib/security/policy.server";
import { invalidatesPages, PageCache, pageCacheTtlFromEnv, preferredEncoding, type CachedPage } from "./app/lib/http/page-cache.server";
import { isRewrittenMediaRequest } from "./app/lib/media/media-path";
import { voidPageCheckAfterWrite } from "./app/lib/auth/page-check.server";
import { loadStorefrontConfigOrExit } from "./app/lib/config.server";
import { markStaffWrite } from "./app/lib/http/staff-writes.server";
import { sendFetchResponse, toFetchRequest } from "./app/lib/http/express-fetch.server";
import { onMedusaFailure } from "./app/lib/medusa/failures.server";
// Bundled into build/server.js from the package's sources (see the build script's --alias).
import { clientAddress } from "@glow/shop-contracts/trusted-proxies";

export const CLIENT_IP_HEADER = "x-glow-client-ip";

// Production runs this file compiled to build/server.js (`npm run build`, no tsx at run time); either way the app folder is storefront/.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.basename(here) === "build" ? path.dirname(here) : here;
// A wrong variable stops the server here with one line per variable (ADR 170).
const config = loadStorefrontConfigOrExit();
const port = config.port;
const build = (await import(path.join(root, "build", "server", "index.js"))) as ServerBuild;
const policy = policyOptions();
const bodyLimit = bodyLimitBytes();

const app = express();
// A value that is not a list of proxies stops the server here, with the fix in the message.
const trustedProxies = config.trustedProxies;
app.set("trust proxy", (address: string) => trustedProxies.trusts(address));

const jsonRefusal = (res: ExpressResponse, status: number, message: string) => res.status(status).type("application/json").send(JSON.stringify({ message }));

// Helmet's headers (and the nonce in res.locals.cspNonce) on every answer, refusals and files included; helmet also drops X-Powered-By.
app.use(securityHeaders(policy));
app.use((req, res, next) => {
  const crossSite = crossSiteRefusal(
    { method: req.method, host: req.headers.host, origin: req.headers.origin, secFetchSite: req.get("sec-fetch-site") },
    policy,
  );
  if (crossSite) return jsonRefusal(res, 403, crossSite);
  const tooBig = bodySizeRefusal(req.method, { contentLength: req.headers["content-length"], transferEncoding: req.headers["transfer-encoding"] }, bodyLimit);
  if (tooBig) {
    // Do not read a body we refuse; close the connection so the client stops sending it.
    res.set("Connection", "close");
    return jsonRefusal(res, tooBig.status, tooBig.message);
  }
  next();
});
// One address per picture (issue 20): the URL parser resolves `.`/`..` segments and backslashes
// before routing, so routes/media.$.ts would see /media/./a.webp as /media/a.webp. Refused here,
// where the path as sent is still known.
app.use((req, res, next) => {
  if (isRewrittenMediaRequest(req.originalUrl.split("?")[0] ?? "")) return res.status(404).type("text/plain").send("Not Found");
  next();
});
app.use(compression());
// Client files are compressed at build time (vite.config.ts, Brotli 11 and gzip 9) and sent as stored;
// the compression middleware leaves a response that already has a Content-Encoding alone.
// One mount for the whole folder: express-static-gzip lists the compressed files under its folder at
// start-up, and a second mount for assets/ listed those twice. Fingerprinted assets are kept a year.
// The service worker (ADR 210): browsers must ask for a new one on every check (`no-cache`; its
// bytes change with each deployment), and it may control the whole shop from the root. express.static
// keeps a Cache-Control that is already set.
app.get("/sw.js", (_req, res, next) => {
  res.set({ "Cache-Control": "no-cache", "Service-Worker-Allowed": "/" });
  next();
});
const clientDir = path.join(root, "build", "client");
const assetsDir = path.join(clientDir, "assets") + path.sep;
const keepAssets = (res: ServerResponse, file: string) => file.startsWith(assetsDir) && res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
app.use(expressStaticGzip(clientDir, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic: { maxAge: "1h", setHeaders: keepAssets } }));
app.use(morgan(config.production ? "tiny" : "dev"));
app.use((req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedProxies) ?? "";
  next();
});

/**
 * Failed calls to Medusa during the current request (connection errors, timeouts, 5xx), published by
 * the Medusa client (app/lib/medusa/client.server.ts) even when a loader catches them, so a page
 * rendered from a down backend becomes the 503 page, not an empty shop.
 */
const requestFailures = new AsyncLocalStorage<unknown[]>();
onMedusaFailure((error) => requestFailures.getStore()?.push(error));
const handle = createRequestHandler(build, config.nodeEnv);

const pageCache = new PageCache({ ttlMs: pageCacheTtlFromEnv() });
const PAGE_CACHE_HEADER = "X-Glow-Page-Cache";

app.all("*", async (req, res, next) => {
  const nonce = res.locals.cspNonce as string;
  const key = pageCache.keyFor({
    method: req.method,
    url: req.originalUrl,
    host: req.headers.host,
    protocol: req.protocol,
    cookie: req.headers.cookie,
    authorization: req.headers.authorization,
    saveData: req.get("save-data"),
  });
  let settle: ((page: CachedPage | null) => void) | undefined;
  try {
    if (key) {
      const cached = pageCache.get(key) ?? (await pageCache.pending(key));
      if (cached) return sendCachedPage(req, res, cached);
      settle = pageCache.begin(key);
    }
    const failures: unknown[] = [];
    const context: AppLoadContext = { cspNonce: nonce, failures };
    let response = await requestFailures.run(failures, () => handle(toFetchRequest(req, res), context));
    if (response.status >= 400 || failures.length > 0) response = await answerFailure(req.path, req.method, response, failures);
    if (invalidatesPages(req.method, req.path, response.status)) pageCache.clear();
    response = markStaffWrite(req.method, req.path, await voidPageCheckAfterWrite(req.method, req.headers.cookie, response), config.secureCookies);
    if (key && settle) {
      const lifetimeMs = pageCache.lifetimeFor({ status: response.status, headers: response.headers, renderedWithFailures: failures.length > 0 });
      if (lifetimeMs !== null) {
        const body = await response.text();
        const csp = res.getHeader("Content-Security-Policy");
        const page = pageCache.entry({ status: response.status, headers: response.headers, body, csp: typeof csp === "string" ? csp : null, lifetimeMs });
        if (page) pageCache.set(key, page);
        settle(page);
        settle = undefined;
        const headers = new Headers(response.headers);
        headers.set(PAGE_CACHE_HEADER, page ? "MISS" : "BYPASS");
        response = new Response(body, { status: response.status, headers });
      }
    }
    await sendFetchResponse(res, response);
  } catch (error) {
    next(error);
  } finally {
    settle?.(null);
  }
});

/**
 * A kept page as this request's response: its stored bytes in the best encoding the browser accepts
 * (compressed when stored; the compression middleware leaves a response with Content-Encoding
 * alone), with the policy that allows exactly its inline scripts, marked as served from the cache.
 */
function sendCachedPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage): void {
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const body = page.bodies[encoding];
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  if (page.csp) res.set("Content-Security-Policy", page.csp);
  else res.removeHeader("Content-Security-Policy");
  if (encoding !== "identity") res.set("Content-Encoding", encoding);
  res.vary("Accept-Encoding");
  res.set(PAGE_CACHE_HEADER, "HIT");
  res.set("Content-Length", String(body.length));
  res.end(body);
}

const API_STATUS_MESSAGES: Record<number, string> = {
  400: "The request is not valid.",
  401: "Please sign in first.",
  403: "You are not allowed to do this.",
  404: "Not found.",
  405: "This method is not allowed here.",
  413: "The request is too large.",
  415: "This content type is not accepted.",
};

/**
 * The shop's answer for failures: 503 (and the "temporarily unavailable" page for documents) when
 * Medusa or its database is down; for /api/* always JSON `{ message }` (Remix's own 404/405 and
 * unexpected 500 answers are plain text).
 */
async function answerFailure(pathname: string, method: string, response: Response, failures: unknown[]): Promise<Response> {
  const status = response.status;
  const backendDown = failures.some(isUpstreamUnavailable);
  const isApi = pathname === "/api" || pathname.startsWith("/api/");
  const isJson = (response.headers.get("Content-Type") ?? "").includes("application/json");
  const isDocument = !isApi && !pathname.endsWith(".data") && (method === "GET" || method === "HEAD") && (response.headers.get("Content-Type") ?? "").includes("text/html");
  // A page is "unavailable" even when it rendered (its loaders caught the failure): never serve an empty shop.
  const unavailable = (status >= 500 && (status === 503 || backendDown)) || (isDocument && backendDown && status < 400);
  if (status < 400 && !unavailable) return response;
  if (!unavailable && (!isApi || isJson)) return response;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  if (status >= 500 || unavailable) headers.set("Cache-Control", "no-store");
  if (unavailable) headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  if (isApi) {
    if (isJson && !unavailable) return response;
    await response.body?.cancel().catch(() => undefined);
    headers.set("Content-Type", "application/json; charset=utf-8");
    const message = unavailable ? UNAVAILABLE_MESSAGE : status >= 500 ? "Something went wrong on our side. Please try again." : (API_STATUS_MESSAGES[status] ?? "The request was refused.");
    return new Response(JSON.stringify({ message }), { status: unavailable ? 503 : status, headers });
  }
  if (isDocument) {
    await response.body?.cancel().catch(() => undefined);
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(unavailablePage(), { status: 503, headers });
  }
  // Client-side navigation data: keep Remix's encoding (the page's error boundary shows), status 503.
  return new Response(response.body, { status: 503, headers });
}

const server = app.listen(port, () => console.log(`[storefront] http://localhost:${port}`));
// Node closes an idle keep-alive connection after 5 s; a client (a proxy, a test's request context)
// that sends on that connection in the same instant gets ECONNRESET. Keep idle connections longer
// than the proxies in front of us do (nginx 60 s, cloud balancers 60 s), so they close first.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
