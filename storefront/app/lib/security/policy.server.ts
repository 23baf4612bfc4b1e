/**
 * The storefront's HTTP security policy, applied by server-app.ts to every response (ADR 070):
 * security headers (helmet) with a per-request CSP nonce, the cross-site request refusal (CSRF), the
 * request-body limit, and the "temporarily unavailable" answer when Medusa or its database is down.
 * The rest are plain functions of the request's headers, so unit tests cover them without a server.
 * No "~/" imports: esbuild bundles this file into build/server.js.
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { storefrontConfig, type StorefrontConfig } from "../config.server";

/**
 * Frames the shop embeds in banners (spec §Banner display): the video sites lib/banner.ts embeds
 * (YouTube, Vimeo) and Google Drive previews. policy.server.test.ts checks every embed it builds fits.
 */
export const FRAME_SOURCES = ["https://www.youtube.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com", "https://drive.google.com"];

export interface PolicyOptions {
  /** Extra origins pictures may come from (e.g. Medusa's public URL when not proxied through /media). */
  imageOrigins?: string[];
  /** Origins allowed to POST besides the request's own host (STOREFRONT_URL behind a proxy). */
  trustedOrigins?: string[];
  /** Send HSTS (only when the shop is served over HTTPS). */
  hsts?: boolean;
  /** Also allow http: pictures and videos (a shop not served over https: local runs and tests with fake media servers). */
  httpMedia?: boolean;
  /** Extra sources per directive, e.g. a payment provider's script and frame (option storefront.contentSecurityPolicy). */
  extra?: Partial<Record<"script-src" | "frame-src" | "connect-src" | "img-src", string[]>>;
}

/**
 * Options from the configuration (lib/config.server.ts: MEDUSA_BACKEND_URL, STOREFRONT_URL, and the
 * options storefront.trustedOrigins and storefront.contentSecurityPolicy; a value that is not a list
 * of origins stops the server at start-up).
 */
export function policyOptions(config: StorefrontConfig = storefrontConfig()): PolicyOptions {
  const origin = (url: string | undefined) => (url ? [new URL(url).origin] : []);
  const https = (config.storefrontUrl ?? "").startsWith("https://");
  return {
    imageOrigins: origin(config.medusa.publicUrl),
    trustedOrigins: [...origin(config.storefrontUrl), ...config.trustedOrigins],
    hsts: https,
    httpMedia: !https,
    extra: config.cspExtra,
  };
}

/** Helmet has no middleware for Permissions-Policy: no camera, microphone or location; payments only by the shop. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(self)";

/**
 * The security headers of every response, set by helmet: a per-request nonce (`res.locals.cspNonce`,
 * which server-app.ts hands to Remix's inline scripts) and the CSP below; `nosniff`, Referrer-Policy
 * `strict-origin-when-cross-origin`, `X-Frame-Options: DENY` (for browsers without frame-ancestors),
 * `Cross-Origin-Opener-Policy: same-origin`, HSTS only over https; plus helmet's harmless defaults
 * (Origin-Agent-Cluster, X-DNS-Prefetch-Control off, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * X-XSS-Protection 0) and no X-Powered-By.
 *
 * CSP: scripts only from the shop itself plus Remix's inline hydration scripts carrying the nonce;
 * styles from the shop (inline style attributes are used by Radix); pictures and banner videos may
 * be any https URL an admin pasted (spec: a banner has imageUrl/videoUrl links); frames only for
 * the video and Drive previews; nobody may frame the shop. `form-action` is left open on purpose:
 * a checkout form may redirect to the payment provider's page (Chrome applies form-action to redirects).
 */
export function securityHeaders(options: PolicyOptions = {}): RequestHandler[] {
  const extra = (directive: keyof NonNullable<PolicyOptions["extra"]>) => options.extra?.[directive] ?? [];
  const http = options.httpMedia ? ["http:"] : [];
  const mediaOrigins = options.imageOrigins ?? [];
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as Response).locals.cspNonce as string}'`;
  return [
    (_req, res, next) => {
      res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      next();
    },
    helmet({
      contentSecurityPolicy: {
        // Only ours: helmet's defaults add form-action 'self' (see above), upgrade-insecure-requests and others.
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", nonce, ...extra("script-src")],
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "blob:", "https:", ...http, ...mediaOrigins, ...extra("img-src")],
          "media-src": ["'self'", "blob:", "https:", ...http, ...mediaOrigins],
          "font-src": ["'self'", "data:"],
          "connect-src": ["'self'", ...extra("connect-src")],
          "frame-src": [...FRAME_SOURCES, ...extra("frame-src")],
          "frame-ancestors": ["'none'"],
          "object-src": ["'none'"],
          "base-uri": ["'self'"],
          "manifest-src": ["'self'"],
          "worker-src": ["'self'", "blob:"],
        },
      },
      // Off (helmet's default in v8, said here on purpose): require-corp would block the YouTube,
      // Vimeo and Drive frames of banners and every cross-origin banner picture or video.
      crossOriginEmbedderPolicy: false,
      // Off: `same-origin` would forbid every other site to show the shop's pictures and icons (a
      // product picture linked from a blog, a web mail showing an order's pictures); nothing needs that.
      crossOriginResourcePolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: "deny" },
    }),
  ];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface RequestFacts {
  method: string;
  /** The Host header the shop was reached under. */
  host: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
}

/**
 * Refuses state-changing requests a browser sent on behalf of another site. Browsers send
 * `Sec-Fetch-Site` (all current ones) and `Origin` on cross-origin POSTs; a request with neither
 * comes from a non-browser client (curl, tests) that cannot ride a shopper's cookies.
 * Returns the refusal message, or undefined when the request may proceed.
 */
export function crossSiteRefusal(request: RequestFacts, options: PolicyOptions = {}): string | undefined {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return undefined;
  const refusal = "This request came from another website and was refused. Please use the Glow shop directly.";
  const site = request.secFetchSite?.toLowerCase();
  if (site && site !== "same-origin" && site !== "none") return refusal;
  if (request.origin !== undefined) {
    if (request.origin === "null") return refusal;
    let originHost: string;
    try {
      originHost = new URL(request.origin).host;
    } catch {
      return refusal;
    }
    const trusted = (options.trustedOrigins ?? []).some((o) => o === request.origin);
    if (!trusted && originHost !== request.host) return refusal;
  }
  return undefined;
}

/** Request bodies above this are refused with 413 (the largest real body, a review, is a few KB). */
export function bodyLimitBytes(config: StorefrontConfig = storefrontConfig()): number {
  return config.bodyLimitBytes;
}

/** 413 for a declared length over the limit; 411 for a body without a length (chunked uploads). */
export function bodySizeRefusal(method: string, headers: { contentLength?: string; transferEncoding?: string }, limit: number): { status: number; message: string } | undefined {
  if (SAFE_METHODS.has(method.toUpperCase())) return undefined;
  if (headers.contentLength !== undefined) {
    const length = Number(headers.contentLength);
    if (!Number.isFinite(length) || length < 0) return { status: 400, message: "The request's Content-Length is not a number." };
    if (length > limit) return { status: 413, message: `The request is too large (the limit is ${Math.round(limit / 1024)} KB).` };
    return undefined;
  }
  if (headers.transferEncoding) return { status: 411, message: "Please send the request with a Content-Length." };
  return undefined;
}

/**
 * Errors that mean "the shop's backend is unreachable or failing", not "this request is wrong":
 * Medusa down (connection refused/reset, timeouts) or Medusa answering 5xx (e.g. its database is down).
 */
export function isUpstreamUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === "object" && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    const e = current as { status?: unknown; code?: unknown; message?: unknown; name?: unknown };
    if (typeof e.status === "number" && e.status >= 500) return true;
    if (typeof e.code === "string" && /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|UND_ERR_\w+)$/.test(e.code)) return true;
    if (e.name === "TimeoutError" || e.name === "AbortError") return true;
    if (typeof e.message === "string" && /^fetch failed$/i.test(e.message)) return true;
  }
  return false;
}

export const UNAVAILABLE_MESSAGE = "Glow is temporarily unavailable. Please try again in a moment.";
export const RETRY_AFTER_SECONDS = 10;

/** A self-contained page (no scripts, no shop data needed) that reloads itself until the shop is back. */
export function unavailablePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">
<title>Temporarily unavailable — Glow</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff7fb;color:#1f2937;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center}
main{max-width:32rem;padding:2rem}
h1{font-size:1.75rem;margin:0 0 .75rem;color:#9d174d}
p{line-height:1.6;margin:.5rem 0}
a{color:#9d174d;font-weight:600}
</style>
</head>
<body>
<main>
<h1>Glow is temporarily unavailable</h1>
<p>We can't reach our shop right now. Your cart and account are safe.</p>
<p>This page tries again by itself every ${RETRY_AFTER_SECONDS} seconds, or you can <a href="">reload it now</a>.</p>
</main>
</body>
</html>
`;
}
