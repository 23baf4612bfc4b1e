import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { parseOptions, storefrontOptionsSchema } from "@glow/shop-contracts";
import { parseStorefrontEnv } from "../config.server";
import { bodySizeRefusal, crossSiteRefusal, isUpstreamUnavailable, policyOptions, securityHeaders, unavailablePage, type PolicyOptions } from "./policy.server";
import { bannerMedia } from "~/lib/banners/banner";

/** The headers server-app.ts's security middleware (helmet) puts on a response, run on a real Node response. */
function headersSent(options: PolicyOptions = {}): { headers: Record<string, string>; nonce: string } {
  const req = new IncomingMessage(new Socket());
  const res = Object.assign(new ServerResponse(req), { locals: {} as Record<string, unknown> });
  res.setHeader("X-Powered-By", "Express");
  const handlers = securityHeaders(options);
  const run = (index: number): void => {
    const handler = handlers[index];
    handler?.(req as Request, res as unknown as Response, (error?: unknown) => {
      if (error) throw error;
      run(index + 1);
    });
  };
  run(0);
  const headers = Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
  return { headers, nonce: res.locals.cspNonce as string };
}
const cspOf = (options: PolicyOptions = {}) => headersSent(options).headers["content-security-policy"] ?? "";

const post = (extra: Partial<Parameters<typeof crossSiteRefusal>[0]>) => crossSiteRefusal({ method: "POST", host: "shop.example:3000", origin: undefined, secFetchSite: undefined, ...extra });

describe("cross-site request refusal (CSRF)", () => {
  it("lets same-origin browser requests and non-browser clients through", () => {
    expect(post({ secFetchSite: "same-origin", origin: "http://shop.example:3000" })).toBeUndefined();
    expect(post({ origin: "http://shop.example:3000" })).toBeUndefined();
    expect(post({})).toBeUndefined();
    expect(post({ secFetchSite: "none" })).toBeUndefined();
  });

  it("refuses another site's form post, by Sec-Fetch-Site or by Origin", () => {
    expect(post({ secFetchSite: "cross-site", origin: "https://evil.example" })).toMatch(/another website/);
    expect(post({ secFetchSite: "same-site", origin: "http://sub.shop.example:3000" })).toMatch(/another website/);
    expect(post({ origin: "https://evil.example" })).toMatch(/another website/);
    expect(post({ origin: "http://shop.example:3001" })).toMatch(/another website/);
    expect(post({ origin: "null" })).toMatch(/another website/);
    expect(post({ origin: "not a url" })).toMatch(/another website/);
  });

  it("never blocks reads, and accepts an origin trusted by configuration", () => {
    expect(crossSiteRefusal({ method: "GET", host: "a", origin: "https://evil.example", secFetchSite: "cross-site" })).toBeUndefined();
    expect(crossSiteRefusal({ method: "DELETE", host: "internal:3000", origin: "https://glow.example", secFetchSite: undefined }, { trustedOrigins: ["https://glow.example"] })).toBeUndefined();
  });
});

describe("body limit", () => {
  it("answers 413 above the limit, 411 without a length, nothing for reads", () => {
    expect(bodySizeRefusal("POST", { contentLength: "2048" }, 1024)?.status).toBe(413);
    expect(bodySizeRefusal("POST", { contentLength: "1024" }, 1024)).toBeUndefined();
    expect(bodySizeRefusal("PUT", { transferEncoding: "chunked" }, 1024)?.status).toBe(411);
    expect(bodySizeRefusal("POST", { contentLength: "abc" }, 1024)?.status).toBe(400);
    expect(bodySizeRefusal("GET", { contentLength: "99999999" }, 1024)).toBeUndefined();
  });
});

describe("security headers", () => {
  it("are the shop's policy, with a fresh 16-byte nonce per response, and nothing else", () => {
    const { headers, nonce } = headersSent();
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(headersSent().nonce).not.toBe(nonce);
    expect(headers).toEqual({
      "content-security-policy": [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "media-src 'self' blob: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://drive.google.com",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "manifest-src 'self'",
        "worker-src 'self' blob:",
      ].join(";"),
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
      "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
      // helmet's defaults we keep (harmless for the shop); no Cross-Origin-Embedder/Resource-Policy, no X-Powered-By.
      "origin-agent-cluster": "?1",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    });
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("send HSTS only for a shop served over https, and take extra sources only as http(s) origins from the shop's options", () => {
    const fromEnv = (env: Record<string, string>, options: unknown = {}) => policyOptions(parseStorefrontEnv(env, parseOptions("storefront", storefrontOptionsSchema, options)));
    expect(() => fromEnv({}, { contentSecurityPolicy: { scriptSrc: ["https://js.paystack.co", "'unsafe-eval'", "javascript:alert(1)"] } })).toThrow(
      /contentSecurityPolicy\.scriptSrc\.1: must be an http:\/\/ or https:\/\/ origin/,
    );
    const options = fromEnv(
      { STOREFRONT_URL: "https://glow.example", MEDUSA_BACKEND_URL: "https://api.glow.example/x" },
      { contentSecurityPolicy: { scriptSrc: ["https://js.paystack.co"], frameSrc: ["https://checkout.paystack.com"], connectSrc: ["https://api.paystack.co"], imgSrc: ["https://img.example"] }, trustedOrigins: ["https://pay.example"] },
    );
    expect(options.trustedOrigins).toEqual(["https://glow.example", "https://pay.example"]);
    const { headers, nonce } = headersSent(options);
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const csp = headers["content-security-policy"];
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' https://js.paystack.co;`);
    expect(csp).toContain(";img-src 'self' data: blob: https: https://api.glow.example https://img.example;");
    expect(csp).toContain(";media-src 'self' blob: https: https://api.glow.example;");
    expect(csp).toContain(";connect-src 'self' https://api.paystack.co;");
    expect(csp).toContain("https://drive.google.com https://checkout.paystack.com;");
    const local = headersSent(fromEnv({ STOREFRONT_URL: "http://localhost:3000" })).headers;
    expect(local["strict-transport-security"]).toBeUndefined();
    expect(local["content-security-policy"]).toContain(";img-src 'self' data: blob: https: http:;");
    expect(local["content-security-policy"]).toContain(";media-src 'self' blob: https: http:;");
  });
});

describe("backend unavailable", () => {
  it("recognises Medusa down or failing, not a bad request", () => {
    expect(isUpstreamUnavailable(Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } }))).toBe(true);
    expect(isUpstreamUnavailable(Object.assign(new Error("An unknown error occurred."), { status: 500 }))).toBe(true);
    expect(isUpstreamUnavailable(Object.assign(new Error("Not found"), { status: 404 }))).toBe(false);
    expect(isUpstreamUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
  });

  it("has a page that needs nothing from the shop and retries by itself", () => {
    const page = unavailablePage();
    expect(page).toContain("temporarily unavailable");
    expect(page).toMatch(/http-equiv="refresh"/);
    expect(page).not.toContain("<script");
  });
});

describe("banner embeds", () => {
  // Issue 15: Vimeo banners never played — lib/banner.ts built a player.vimeo.com frame the CSP refused.
  it.each([
    ["YouTube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["YouTube short link", "https://youtu.be/dQw4w9WgXcQ"],
    ["Vimeo", "https://vimeo.com/76979871"],
    ["Vimeo player link", "https://player.vimeo.com/video/76979871"],
    ["Google Drive", "https://drive.google.com/file/d/1AbCdEfGhIjK/view?usp=sharing"],
  ])("%s: the frame the banner builds is one frame-src allows", (_name, videoUrl) => {
    const media = bannerMedia(videoUrl);
    if (media.kind !== "embed" && media.kind !== "drive") throw new Error(`expected an embed, got ${media.kind}`);
    const frameSrc = /frame-src ([^;]*)/.exec(cspOf())?.[1]?.split(" ") ?? [];
    expect(frameSrc).toContain(new URL(media.src).origin);
  });
});
