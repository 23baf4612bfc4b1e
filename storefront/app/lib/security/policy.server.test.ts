import { describe, expect, it } from "vitest";
import { parseOptions, storefrontOptionsSchema } from "@glow/shop-contracts";
import { parseStorefrontEnv } from "../config.server";
import { bodySizeRefusal, contentSecurityPolicy, crossSiteRefusal, isUpstreamUnavailable, policyOptions, securityHeaders, unavailablePage } from "./policy.server";
import { bannerMedia } from "~/lib/banners/banner";

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
  it("allow only the shop's own scripts (with the nonce) and the banner video/Drive frames", () => {
    const csp = contentSecurityPolicy("abc123");
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://drive.google.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const headers = securityHeaders("n");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });

  it("takes extra sources only as http(s) origins from the shop's options", () => {
    const fromEnv = (env: Record<string, string>, options: unknown = {}) => policyOptions(parseStorefrontEnv(env, parseOptions("storefront", storefrontOptionsSchema, options)));
    expect(() => fromEnv({}, { contentSecurityPolicy: { scriptSrc: ["https://js.paystack.co", "'unsafe-eval'", "javascript:alert(1)"] } })).toThrow(
      /contentSecurityPolicy\.scriptSrc\.1: must be an http:\/\/ or https:\/\/ origin/,
    );
    const options = fromEnv({ STOREFRONT_URL: "https://glow.example" }, { contentSecurityPolicy: { scriptSrc: ["https://js.paystack.co"] }, trustedOrigins: ["https://pay.example"] });
    expect(options.extra?.["script-src"]).toEqual(["https://js.paystack.co"]);
    expect(options.trustedOrigins).toEqual(["https://glow.example", "https://pay.example"]);
    expect(options.hsts).toBe(true);
    expect(contentSecurityPolicy("n", options)).not.toMatch(/img-src[^;]*http:/);
    expect(contentSecurityPolicy("n", fromEnv({ STOREFRONT_URL: "http://localhost:3000" }))).toMatch(/img-src[^;]* http:/);
    expect(contentSecurityPolicy("n", options)).toContain("script-src 'self' 'nonce-n' https://js.paystack.co;");
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
    const frameSrc = /frame-src ([^;]*)/.exec(contentSecurityPolicy("n"))?.[1]?.split(" ") ?? [];
    expect(frameSrc).toContain(new URL(media.src).origin);
  });
});
