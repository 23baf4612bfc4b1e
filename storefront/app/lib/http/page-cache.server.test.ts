import { describe, expect, it } from "vitest";
import { parseOptions, storefrontOptionsSchema } from "@glow/shop-contracts";
import { parseStorefrontEnv } from "../config.server";
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  hashedPolicy,
  inlineScriptHashes,
  invalidatesPages,
  PageCache,
  pageCacheTtlFromEnv,
  PERSONAL_COOKIES,
  preferredEncoding,
  RENDER_NEUTRAL_COOKIES,
  sharedMaxAgeMs,
  type PageRequest,
} from "./page-cache.server";

const anonymous: PageRequest = { method: "GET", url: "/products?page=2", host: "shop.example", protocol: "https", cookie: undefined, authorization: undefined };
const publicHtml = () =>
  new Headers({ "Content-Type": "text/html", "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=600", Vary: "Cookie", "Content-Security-Policy": "script-src 'nonce-A'" });

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("page cache: which requests", () => {
  it("only unauthenticated GETs of pages without a personal cookie, keyed by protocol, host and URL", () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    expect(cache.keyFor(anonymous)).toBe("https://shop.example/products?page=2");
    expect(cache.keyFor({ ...anonymous, host: "evil.example" })).not.toBe(cache.keyFor(anonymous));
    // A data-saver phone's page (no autoplaying video) is kept apart; any other hint value is no hint.
    expect(cache.keyFor({ ...anonymous, saveData: "on" })).not.toBe(cache.keyFor(anonymous));
    expect(cache.keyFor({ ...anonymous, saveData: "off" })).toBe(cache.keyFor(anonymous));
    expect(cache.keyFor({ ...anonymous, method: "POST" })).toBeNull();
    expect(cache.keyFor({ ...anonymous, method: "HEAD" })).toBeNull();
    expect(cache.keyFor({ ...anonymous, cookie: "glow_session=abc" })).toBeNull();
    for (const personal of PERSONAL_COOKIES) {
      expect(cache.keyFor({ ...anonymous, cookie: `_ga=GA1.1; ${personal}=abc` }), personal).toBeNull();
    }
    // Cookies that change nothing a public page shows: the same key as no cookie at all.
    for (const cookie of ["device_fingerprint=x1", "glow_device=abcdefghijklmnopqrstuvwxyz", "_ga=GA1.1.2; consent=all", "glow_sessionx=1", " ", "="]) {
      expect(cache.keyFor({ ...anonymous, cookie }), cookie).toBe(cache.keyFor(anonymous));
    }
    expect(cache.keyFor({ ...anonymous, authorization: "Bearer x" })).toBeNull();
    for (const url of ["/api/products", "/media/products/a.svg?w=320&fm=webp", "/_root.data", "/products.data?page=2", "/products?_data=root", "/robots.txt", "/sitemap.xml"]) {
      expect(cache.keyFor({ ...anonymous, url }), url).toBeNull();
    }
    expect(cache.keyFor({ ...anonymous, url: "/products/slug/shea-butter" })).toBe("https://shop.example/products/slug/shea-butter");
    expect(cache.keyFor({ ...anonymous, url: `/products?q=${"a".repeat(3000)}` })).toBeNull();
    expect(new PageCache({ ttlMs: 0 }).keyFor(anonymous)).toBeNull();
  });
});

describe("page cache: which responses", () => {
  const cache = new PageCache({ ttlMs: 10_000 });
  it("keeps a public 200 HTML page for the shorter of the TTL and s-maxage", () => {
    expect(cache.lifetimeFor({ status: 200, headers: publicHtml(), renderedWithFailures: false })).toBe(10_000);
    const short = publicHtml();
    short.set("Cache-Control", "public, s-maxage=3");
    expect(cache.lifetimeFor({ status: 200, headers: short, renderedWithFailures: false })).toBe(3_000);
  });

  it("never keeps private, cookie-setting, failed, non-HTML or degraded renders", () => {
    const cases: Array<[number, (h: Headers) => void, boolean]> = [
      [200, (h) => h.set("Cache-Control", "private, no-store"), false],
      [200, (h) => h.set("Cache-Control", "public, no-cache"), false],
      [200, (h) => h.delete("Cache-Control"), false],
      [200, (h) => h.set("Set-Cookie", "glow_session=; Max-Age=0"), false],
      [200, (h) => h.set("Content-Type", "application/json"), false],
      [404, () => undefined, false],
      [503, () => undefined, false],
      [200, () => undefined, true],
    ];
    for (const [status, change, renderedWithFailures] of cases) {
      const headers = publicHtml();
      change(headers);
      expect(cache.lifetimeFor({ status, headers, renderedWithFailures })).toBeNull();
    }
  });

  it("does not keep per-response headers and refuses oversized bodies", () => {
    const small = new PageCache({ ttlMs: 10_000, maxBodyBytes: 10 });
    expect(small.entry({ status: 200, headers: publicHtml(), body: "x".repeat(11), csp: null, lifetimeMs: 1 })).toBeNull();
    const page = cache.entry({ status: 200, headers: publicHtml(), body: "<p>hi</p>", csp: null, lifetimeMs: 1 })!;
    expect(page.headers.map(([name]) => name.toLowerCase()).sort()).toEqual(["cache-control", "content-type", "vary"]);
  });

  it("reads s-maxage, else max-age, of public responses only", () => {
    expect(sharedMaxAgeMs("public, max-age=60, s-maxage=300")).toBe(300_000);
    expect(sharedMaxAgeMs("public, max-age=60")).toBe(60_000);
    expect(sharedMaxAgeMs("max-age=60")).toBeNull();
    expect(sharedMaxAgeMs("public, private, max-age=60")).toBeNull();
    expect(sharedMaxAgeMs(null)).toBeNull();
  });
});

describe("page cache: entries", () => {
  it("expire after their lifetime and evict the oldest beyond the limit", () => {
    const time = clock();
    const cache = new PageCache({ ttlMs: 10_000, maxEntries: 2, now: time.now });
    const page = (body: string) => cache.entry({ status: 200, headers: publicHtml(), body, csp: null, lifetimeMs: 10_000 })!;
    cache.set("a", page("A"));
    time.advance(9_999);
    expect(cache.get("a")?.bodies.identity.toString()).toBe("A");
    time.advance(1);
    expect(cache.get("a")).toBeNull();
    cache.set("a", page("A"));
    cache.set("b", page("B"));
    cache.set("c", page("C"));
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeNull();
    expect(cache.get("c")?.bodies.identity.toString()).toBe("C");
    cache.clear();
    expect(cache.get("c")).toBeNull();
  });

  it("lets concurrent misses wait for one render", async () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    const done = cache.begin("k");
    const waiting = cache.pending("k");
    expect(waiting).toBeDefined();
    const page = cache.entry({ status: 200, headers: publicHtml(), body: "B", csp: null, lifetimeMs: 5 })!;
    done(page);
    expect(await waiting).toBe(page);
    expect(cache.pending("k")).toBeUndefined();
  });

  it("keeps the page compressed once with brotli and gzip, each decoding to the render", () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    const html = `<!DOCTYPE html><main>${"<p>Shea butter, GH₵45.00</p>".repeat(200)}</main>`;
    const page = cache.entry({ status: 200, headers: publicHtml(), body: html, csp: null, lifetimeMs: 5 })!;
    expect(page.bodies.identity.toString("utf8")).toBe(html);
    expect(gunzipSync(page.bodies.gzip).toString("utf8")).toBe(html);
    expect(brotliDecompressSync(page.bodies.br).toString("utf8")).toBe(html);
    expect(page.bodies.br.length).toBeLessThan(page.bodies.identity.length / 10);
  });

  it("serves no nonce: the kept policy allows exactly the page's inline scripts, by hash", () => {
    const rendered = "abcDEF123+/==";
    const cache = new PageCache({ ttlMs: 10_000 });
    const inline = 'window.__remixContext = {"a":1};';
    const body = `<template id="glow-boot"><script nonce="${rendered}">${inline}</script><script type="module" nonce="${rendered}">import "/assets/x.js";</script></template><script src="/assets/app.js" nonce="${rendered}"></script><script nonce="${rendered}">\r\nboot()</script>`;
    const csp = `default-src 'self'; script-src 'self' 'nonce-${rendered}' https://js.paystack.co; style-src 'self'`;
    const page = cache.entry({ status: 200, headers: publicHtml(), body, csp, lifetimeMs: 5 })!;
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    // Three inline scripts (the one with src is not inline); the CR LF is hashed as the parser reads it.
    expect(inlineScriptHashes(body)).toEqual([sha(inline), sha('import "/assets/x.js";'), sha("\nboot()")]);
    expect(page.csp).toBe(`default-src 'self'; script-src 'self' ${inlineScriptHashes(body).join(" ")} https://js.paystack.co; style-src 'self'`);
    expect(page.csp).not.toContain("nonce");
    // A page without inline scripts allows none.
    expect(hashedPolicy(`script-src 'self' 'nonce-${rendered}'`, "<p>no scripts</p>")).toBe("script-src 'self' ");
  });

  it("answers in the best encoding the browser accepts", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBe("identity");
  });
});

describe("page cache: settings and invalidation", () => {
  it("storefront.pageCacheSeconds: default 10 s, 0 turns it off; nonsense or more than 300 s stops the server", () => {
    const ttl = (pageCacheSeconds?: unknown) => pageCacheTtlFromEnv(parseStorefrontEnv({}, parseOptions("storefront", storefrontOptionsSchema, { pageCacheSeconds })));
    expect(ttl()).toBe(10_000);
    expect(ttl(0)).toBe(0);
    expect(ttl(30)).toBe(30_000);
    expect(() => ttl("abc")).toThrow(/pageCacheSeconds: must be a whole number of seconds/);
    expect(() => ttl(99999)).toThrow(/pageCacheSeconds: must be at most 300 seconds/);
  });

  it("successful admin writes through the storefront clear it", () => {
    expect(invalidatesPages("POST", "/api/admin/banners", 201)).toBe(true);
    expect(invalidatesPages("POST", "/admin/banners", 200)).toBe(true);
    expect(invalidatesPages("DELETE", "/api/admin/reviews/r1", 200)).toBe(true);
    expect(invalidatesPages("POST", "/api/admin/banners", 400)).toBe(false);
    expect(invalidatesPages("GET", "/admin", 200)).toBe(false);
    expect(invalidatesPages("POST", "/api/cart", 200)).toBe(false);
    expect(invalidatesPages("POST", "/administrator", 200)).toBe(false);
  });
});

describe("page cache: every cookie the storefront reads is classified", () => {
  /** Cookie names read or written in the storefront's own code: createCookie("…"), `name=…` patterns and serialisations. */
  function cookieNamesInSource(): Set<string> {
    const names = new Set<string>();
    const appDir = path.resolve(__dirname, "../..");
    const files = (fs.readdirSync(appDir, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    for (const file of files) {
      const source = fs.readFileSync(path.join(appDir, file), "utf8");
      for (const match of source.matchAll(/createCookie\(\s*"([A-Za-z0-9_]+)"/g)) names.add(match[1]!);
      for (const match of source.matchAll(/\(\?:\^\|;\\s\*\)([A-Za-z0-9_]+)=/g)) names.add(match[1]!);
      for (const match of source.matchAll(/_COOKIE = "([A-Za-z0-9_]+)"/g)) names.add(match[1]!);
    }
    return names;
  }

  it("names each one personal (no cached page) or render-neutral, so a new cookie cannot leak a page", () => {
    const found = cookieNamesInSource();
    expect(found.size).toBeGreaterThanOrEqual(6);
    for (const name of found) expect([...PERSONAL_COOKIES, ...RENDER_NEUTRAL_COOKIES], `cookie ${name}`).toContain(name);
  });
});
