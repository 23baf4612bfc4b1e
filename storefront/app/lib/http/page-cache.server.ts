/**
 * A short-lived, per-process cache of rendered public pages for visitors without cookies (ADR 014).
 *
 * Catalog and content pages already say `Cache-Control: public, s-maxage=…` with `Vary: Cookie`
 * for shared caches; this keeps the same promise inside the storefront process, so a burst of new
 * visitors (a shared link, an SMS campaign) costs one React render per page per TTL instead of one
 * each. What it never does:
 * - serve or store anything for a request that carries an Authorization header or one of the
 *   cookies a render reads to make a page someone's own (PERSONAL_COOKIES: the session, its page
 *   check, a toast waiting to be shown, a staff member's fresh write, skipped setup steps). Other
 *   cookies — the device token and fingerprint kept after a sign-out, analytics and consent cookies of
 *   any name — change nothing a public page shows, so their carriers get the cached page (issue 31:
 *   nearly every real visitor carries one, and one cookie cost a 9× slower render);
 * - store a response that is not `200 text/html`, is `private`/`no-store`, sets a cookie, or was
 *   rendered while Medusa was failing (server.ts passes that in);
 * - replay a CSP nonce: a kept page's policy lists the SHA-256 hashes of its own inline scripts in
 *   place of the nonce it was rendered with (the nonce left in its markup authorises nothing), so
 *   the stored bytes are sent as they are — compressed once when stored (brotli and gzip), never
 *   rewritten or compressed per response (issue 31 point 3).
 * Concurrent misses for one page share a single render. Shop-admin writes through this storefront
 * clear it; other changes show within the TTL (default 10 s, the option storefront.pageCacheSeconds, 0 turns it off).
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { storefrontConfig, type StorefrontConfig } from "../config.server";
import { asksToSaveData } from "./save-data";

export interface PageRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  host: string | undefined;
  protocol: string;
  cookie: string | undefined;
  authorization: string | undefined;
  /** The browser's Save-Data hint: its pages differ (no autoplaying video), so they are kept apart. */
  saveData?: string | undefined;
}

/** How a kept page's bytes may be sent. */
export type PageEncoding = "br" | "gzip" | "identity";

export interface CachedPage {
  status: number;
  /** The render's headers worth replaying (not its CSP: see `csp`). */
  headers: Array<[string, string]>;
  /** The page as rendered, and compressed once with each encoding a browser may accept. */
  bodies: Record<PageEncoding, Buffer>;
  /** The render's Content-Security-Policy with its nonce replaced by the hashes of the page's inline scripts (null: the render had none). */
  csp: string | null;
  expiresAt: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  maxBodyBytes?: number;
  now?: () => number;
}

/**
 * Cookies a render reads to make a page someone's own; a request carrying any of them is rendered
 * afresh. Every cookie the storefront's code reads is named here or in RENDER_NEUTRAL_COOKIES
 * (page-cache.server.test.ts fails on a cookie in neither), and only pages that declare themselves
 * publicly cacheable are kept at all.
 */
export const PERSONAL_COOKIES: readonly string[] = ["glow_session", "glow_checked", "glow_flash", "glow_staff_wrote", "glow_setup_skipped", "glow_proof"];

/** Cookies the storefront reads only in sign-in actions, never to render a public page. */
export const RENDER_NEUTRAL_COOKIES: readonly string[] = ["glow_device", "device_fingerprint"];

/** Whether a Cookie header carries a cookie that makes the render personal. */
export function carriesPersonalCookie(cookie: string | undefined): boolean {
  if (!cookie) return false;
  return cookie.split(";").some((pair) => PERSONAL_COOKIES.includes(pair.split("=", 1)[0]!.trim()));
}

/** Headers of a stored page that must not be replayed: per-response or recomputed by Express. */
const NOT_REPLAYED = new Set(["content-length", "content-encoding", "set-cookie", "date", "connection", "transfer-encoding", "content-security-policy", "etag"]);

/** PAGE_CACHE_SECONDS (0–300, default 10; lib/config.server.ts) in ms; 0 = off. */
export function pageCacheTtlFromEnv(config: StorefrontConfig = storefrontConfig()): number {
  return config.pageCacheMs;
}

/** `s-maxage` (else `max-age`) of a public Cache-Control, in ms; null when the response must not be shared. */
export function sharedMaxAgeMs(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl.toLowerCase().split(",").map((d) => d.trim());
  if (!directives.includes("public") || directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return null;
  const read = (name: string) => {
    const found = directives.find((d) => d.startsWith(`${name}=`));
    const value = found ? Number(found.slice(name.length + 1)) : NaN;
    return Number.isFinite(value) && value >= 0 ? value * 1000 : null;
  };
  return read("s-maxage") ?? read("max-age");
}

/** Inline scripts (no `src`) of an HTML page: their text, as the browser hashes it for CSP. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** `'sha256-…'` sources for every inline script of the page, each once, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    // The browser hashes the text as parsed: HTML parsing turns CR LF and CR into LF.
    const text = (match[1] ?? "").replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The policy a kept page is served with: the render's own, its `'nonce-…'` source replaced by the
 * hashes of exactly the inline scripts this page carries. Nothing else changes, so external scripts
 * stay allowed only from the shop itself.
 */
export function hashedPolicy(csp: string, html: string): string {
  const hashes = inlineScriptHashes(html).join(" ");
  return csp.replace(/'nonce-[^']*'/g, hashes).replace(/ {2,}/g, " ");
}

/** The best encoding a request accepts (brotli, then gzip), from its Accept-Encoding. */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/** Brotli quality for kept pages: a few ms per page once per lifetime, within a few % of the best size. */
const BROTLI_QUALITY = 6;

/** Documents only: not the API, images, or Remix's client-navigation data (`*.data`, `?_data=`). */
function isPagePath(url: string): boolean {
  const [path = "", query = ""] = url.split("?", 2);
  if (path.startsWith("/api/") || path.startsWith("/media/") || path.endsWith(".data") || /(?:^|&)_data=/.test(query)) return false;
  return !/\.(?:txt|xml|json|js|css|ico|png|jpe?g|webp|avif|svg)$/i.test(path);
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly inflight = new Map<string, Promise<CachedPage | null>>();
  private readonly maxEntries: number;
  private readonly maxBodyBytes: number;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? 300;
    this.maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** The cache key for a request that may be answered from the cache, else null. */
  keyFor(request: PageRequest): string | null {
    if (!this.enabled || request.method !== "GET") return null;
    if (carriesPersonalCookie(request.cookie) || request.authorization) return null;
    if (request.url.length > 2048 || !isPagePath(request.url)) return null;
    // The host is part of the key: pages carry absolute canonical and Open Graph URLs.
    const variant = asksToSaveData(request.saveData) ? " save-data" : "";
    return `${request.protocol}://${request.host ?? ""}${request.url}${variant}`;
  }

  get(key: string): CachedPage | null {
    const page = this.entries.get(key);
    if (!page) return null;
    if (page.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return page;
  }

  /** A render of this page already under way, if any. */
  pending(key: string): Promise<CachedPage | null> | undefined {
    return this.inflight.get(key);
  }

  /** Marks a render as under way; call the returned function with its page (or null) when done. */
  begin(key: string): (page: CachedPage | null) => void {
    let settle: (page: CachedPage | null) => void = () => undefined;
    const promise = new Promise<CachedPage | null>((resolve) => (settle = resolve));
    this.inflight.set(key, promise);
    return (page) => {
      if (this.inflight.get(key) === promise) this.inflight.delete(key);
      settle(page);
    };
  }

  /**
   * How long this response may be kept (ms), or null when it must not be: only a full `200
   * text/html` page that allows shared caching, sets no cookie and was rendered while Medusa
   * answered (`renderedWithFailures` false). Checked before the body is read.
   */
  lifetimeFor(input: { status: number; headers: Headers; renderedWithFailures: boolean }): number | null {
    const { status, headers } = input;
    if (!this.enabled || status !== 200 || input.renderedWithFailures) return null;
    if (!(headers.get("Content-Type") ?? "").includes("text/html") || headers.has("Set-Cookie")) return null;
    const maxAge = sharedMaxAgeMs(headers.get("Cache-Control"));
    return maxAge === null || maxAge === 0 ? null : Math.min(this.options.ttlMs, maxAge);
  }

  /**
   * The entry for a page found keepable by `lifetimeFor`, or null when its body is too big. `csp` is
   * the policy the render was sent with (its nonce is replaced by the page's script hashes).
   */
  entry(input: { status: number; headers: Headers; body: string; csp: string | null; lifetimeMs: number }): CachedPage | null {
    const identity = Buffer.from(input.body, "utf8");
    if (identity.length > this.maxBodyBytes) return null;
    const replayed: Array<[string, string]> = [];
    input.headers.forEach((value, name) => {
      if (!NOT_REPLAYED.has(name.toLowerCase())) replayed.push([name, value]);
    });
    const bodies: Record<PageEncoding, Buffer> = {
      identity,
      gzip: gzipSync(identity),
      br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    };
    return { status: input.status, headers: replayed, bodies, csp: input.csp ? hashedPolicy(input.csp, input.body) : null, expiresAt: this.now() + input.lifetimeMs };
  }

  set(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, page);
    // Oldest first out: a flood of distinct query strings cannot grow memory without bound.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A successful write by a shop admin through this storefront: catalog or banner pages may have changed. */
export function invalidatesPages(method: string, path: string, status: number): boolean {
  if (method === "GET" || method === "HEAD" || status >= 400) return false;
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/api/admin/");
}
