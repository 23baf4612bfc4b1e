import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import fc from "fast-check";
import { expect, test } from "./support/fixtures.ts";
import { apiSignIn } from "./support/session.ts";
import { freshPhone } from "./support/sms.ts";

/**
 * Hostile input and the storefront's security policy (issue 8, ADR 070), against the real shop:
 * generated bodies, types, sizes and encodings at every /api/* route (found from the route files,
 * so new endpoints are covered without touching this file), the body limit, cross-site requests,
 * and the security headers of every page.
 */

const ROUTES_DIR = path.resolve("storefront", "app", "routes");

/** `api.cart.$id.ts` → `/api/cart/:id`; folder routes (`api.x/route.ts`) too. */
function apiRoutes(): string[] {
  return fs
    .readdirSync(ROUTES_DIR)
    .filter((name) => name.startsWith("api."))
    .map((name) => name.replace(/\/route\.tsx?$/, "").replace(/\.tsx?$/, ""))
    .filter((name) => !name.endsWith(".test"))
    .map(
      (name) =>
        "/" +
        name
          .replaceAll("[.]", "~dot~")
          .split(".")
          .filter((part) => part !== "_index" && !part.startsWith("_"))
          .map((part) => (part.startsWith("$") ? `:${part.slice(1) || "splat"}` : part.replaceAll("~dot~", ".")))
          .join("/"),
    )
    .sort();
}

const ROUTES = apiRoutes();
const FIELD_NAMES = [
  "phoneNumber", "password", "newPassword", "confirmPassword", "code", "otp", "token", "verificationToken", "resetToken", "firstName", "lastName",
  "email", "deviceFingerprint", "rememberMe", "productId", "quantity", "id", "rating", "comment", "title", "message", "limit", "offset", "featured",
  "__proto__", "constructor",
];

const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
  fc.string({ minLength: 2000, maxLength: 20_000 }),
);

interface Body {
  contentType?: string;
  data?: string | Buffer;
}

const bodies: fc.Arbitrary<Body> = fc.oneof(
  // JSON: anything, objects with the real field names and wrong types, broken JSON.
  fc.jsonValue().map((v) => ({ contentType: "application/json", data: JSON.stringify(v) })),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), anyValue, { maxKeys: 6 }).map((v) => ({ contentType: "application/json", data: JSON.stringify(v) })),
  fc.constantFrom('{"phoneNumber":', "[", "{}}", "nul", '"\\ud800"', "\u0000", "").map((data) => ({ contentType: "application/json", data })),
  // Invalid UTF-8 and raw bytes, declared as JSON or nothing at all.
  fc.uint8Array({ maxLength: 512 }).map((bytes) => ({ contentType: "application/json; charset=utf-8", data: Buffer.from(bytes) })),
  fc.uint8Array({ maxLength: 512 }).map((bytes) => ({ data: Buffer.from(bytes) })),
  // Forms (what a page without JS posts), text, XML, multipart with a bogus boundary.
  fc.dictionary(fc.constantFrom(...FIELD_NAMES, "intent", "_action"), fc.string(), { maxKeys: 6 }).map((v) => ({
    contentType: "application/x-www-form-urlencoded",
    data: new URLSearchParams(v).toString(),
  })),
  fc.string().map((data) => ({ contentType: "text/plain", data })),
  fc.constant({ contentType: "application/xml", data: "<?xml version='1.0'?><!DOCTYPE a [<!ENTITY x 'y'>]><a>&x;</a>" }),
  fc.string().map((data) => ({ contentType: "multipart/form-data; boundary=glow", data: `--glow\r\nContent-Disposition: form-data; name="x"\r\n\r\n${data}\r\n--nope` })),
  fc.constant({}),
);

const pathParams = fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom("..", "%2e%2e", "prod_01" + "A".repeat(300), "' OR 1=1 --", "<script>", "\u202e", "null", "0", "-1"));
const queries = fc.dictionary(fc.constantFrom("limit", "offset", "featured", "q", "category", "brand", "sort", "minPrice", "maxPrice", "sale", "page", "x"), fc.oneof(fc.string(), fc.integer().map(String)), { maxKeys: 5 });
const methods = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE");

async function send(request: APIRequestContext, method: string, url: string, body: Body): Promise<APIResponse> {
  const headers: Record<string, string> = {};
  if (body.contentType) headers["content-type"] = body.contentType;
  return request.fetch(url, { method, headers, data: method === "GET" ? undefined : body.data, maxRedirects: 0, failOnStatusCode: false, timeout: 30_000 });
}

/** The contract: never a 5xx for bad input, and every 4xx says what is wrong in a JSON `message`. */
async function expectWellFormed(response: APIResponse, what: string): Promise<void> {
  const status = response.status();
  expect(status, `${what} → ${status} ${(await response.text()).slice(0, 300)}`).toBeLessThan(500);
  if (status >= 400) {
    expect(response.headers()["content-type"] ?? "", `${what} → ${status} content type`).toContain("application/json");
    const body = (await response.json()) as { message?: unknown };
    expect(typeof body.message === "string" && body.message.length > 0, `${what} → ${status} without a message: ${JSON.stringify(body)}`).toBe(true);
  }
}

function property(request: APIRequestContext, route: string) {
  return fc.asyncProperty(methods, bodies, pathParams, queries, async (method, body, param, query) => {
    const url = `${route.replace(/:[a-zA-Z]+/g, () => encodeURIComponent(param))}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ""}`;
    await expectWellFormed(await send(request, method, url, body), `${method} ${url} (${body.contentType ?? "no content type"})`);
  });
}

test.describe("hostile input at every /api/* endpoint", () => {
  test.describe.configure({ timeout: 300_000 });

  test("finds the endpoints", () => {
    expect(ROUTES).toEqual(expect.arrayContaining(["/api/cart", "/api/cart/:id", "/api/login", "/api/products", "/api/user"]));
  });

  test("signed out: generated bodies, types, sizes and encodings never cause a 5xx; 4xx carry a JSON message", async ({ request }) => {
    for (const route of ROUTES) {
      await fc.assert(property(request, route), { numRuns: 25, seed: 8_2026, endOnFailure: true });
    }
  });

  test("signed in: the same for a shopper's session (sign-out excluded)", async ({ request, newShopper }) => {
    const shopper = await newShopper();
    await apiSignIn(request, shopper.phone, shopper.password, shopper.device);
    for (const route of ROUTES.filter((r) => r !== "/api/logout")) {
      await fc.assert(property(request, route), { numRuns: 15, seed: 8_2027, endOnFailure: true });
    }
    // Still signed in: nothing above signed the shopper out or broke the session.
    expect((await request.get("/api/user")).status()).toBe(200);
  });

  test("deeply nested JSON and unknown /api paths answer 4xx with a message", async ({ request }) => {
    const deep = "[".repeat(20_000) + "]".repeat(20_000);
    for (const route of ROUTES) {
      await expectWellFormed(await send(request, "POST", route.replace(/:[a-zA-Z]+/g, "x"), { contentType: "application/json", data: deep }), `deep JSON to ${route}`);
    }
    for (const url of ["/api/nope", "/api/cart/x/y/z", "/api/..%2F..%2Fetc%2Fpasswd"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      await expectWellFormed(response, url);
    }
  });
});

test.describe("request size", () => {
  test("a body over the limit is refused with 413 and a JSON message, before any work", async ({ request }) => {
    // A number nobody has: the refused sign-in below counts against no one's account.
    const phone = freshPhone("024");
    const big = JSON.stringify({ phoneNumber: phone, password: "x".repeat(300 * 1024) });
    for (const url of ["/api/login", "/api/cart", "/api/register"]) {
      const response = await request.post(url, { headers: { "content-type": "application/json" }, data: big });
      expect(response.status(), url).toBe(413);
      expect(((await response.json()) as { message: string }).message).toMatch(/too large/);
    }
    // Just under the limit is read normally (and refused for what it says, not for its size).
    const response = await request.post("/api/login", { data: { phoneNumber: phone, password: "x".repeat(200 * 1024), deviceFingerprint: "e2esize" } });
    expect(response.status()).not.toBe(413);
    expect(response.status()).toBeLessThan(500);
  });
});

test.describe("cross-site requests (CSRF)", () => {
  test("another site's form post to a state-changing /api route is refused, and the shopper stays signed in", async ({ page, baseURL, newShopper }) => {
    const shopper = await newShopper({ firstName: "Ama" });
    await apiSignIn(page.request, shopper.phone, shopper.password, shopper.device);
    // The attacker's page: another origin (127.0.0.1 is another site than localhost) whose form posts to the shop.
    const evil = new URL(baseURL!);
    evil.hostname = "127.0.0.1";
    const target = new URL("/api/logout", baseURL).href;
    await page.route(`${evil.origin}/evil`, (route) =>
      route.fulfill({ contentType: "text/html", body: `<!doctype html><form id="f" method="post" action="${target}"><input name="x" value="1"></form>` }),
    );
    await page.goto(`${evil.origin}/evil`);
    const [response] = await Promise.all([page.waitForResponse(target), page.locator("#f").evaluate((form: HTMLFormElement) => form.submit())]);
    expect(response.status()).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(/another website/);
    expect(response.request().headers()["origin"]).toBe(evil.origin);
    const user = await page.request.get("/api/user");
    expect(user.status()).toBe(200);
    expect(JSON.stringify(await user.json())).toContain(shopper.phone);
  });

  test("Origin and Sec-Fetch-Site from elsewhere are refused; the shop's own origin and non-browser clients are not", async ({ request, baseURL }) => {
    const own = new URL(baseURL!).origin;
    const post = (headers: Record<string, string>) => request.post("/api/cart", { headers, data: { productId: "x", quantity: 1 } });
    expect((await post({ origin: "https://evil.example" })).status()).toBe(403);
    expect((await post({ "sec-fetch-site": "cross-site" })).status()).toBe(403);
    expect((await post({ "sec-fetch-site": "same-site", origin: "http://shop.localhost" })).status()).toBe(403);
    expect((await post({ origin: "null" })).status()).toBe(403);
    // Not refused as cross-site (signed out: 401 from the route itself).
    expect((await post({ origin: own, "sec-fetch-site": "same-origin" })).status()).toBe(401);
    expect((await post({})).status()).toBe(401);
    // Reads are never blocked.
    expect((await request.get("/api/products?limit=1", { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } })).status()).toBe(200);
  });
});

test.describe("security headers", () => {
  const PAGES = ["/", "/products", "/auth", "/cart", "/about", "/help", "/contact", "/consultation", "/shipping", "/privacy", "/terms", "/returns", "/sale", "/no-such-page"];

  test("every page, API answer and file carries CSP (with a fresh nonce), nosniff, Referrer-Policy and frame-ancestors", async ({ request }) => {
    const products = (await (await request.get("/api/products?limit=1")).json()) as { products: Array<{ slug: string }> };
    const urls = [...PAGES, `/products/slug/${products.products[0]!.slug}`, "/api/products?limit=1", "/api/user", "/robots.txt", "/sitemap.xml", "/favicon.ico"];
    const nonces = new Set<string>();
    for (const url of urls) {
      const response = await request.get(url, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
      expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp, url).toContain("frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://drive.google.com");
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"], url).toBe("DENY");
      expect(headers["x-powered-by"], url).toBeUndefined();
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      expect(nonces.has(nonce), `${url} reuses a nonce`).toBe(false);
      nonces.add(nonce);
      if ((headers["content-type"] ?? "").includes("text/html")) {
        const html = await response.text();
        // Every inline script Remix wrote carries this response's nonce.
        const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g)];
        for (const [, attributes] of scripts) expect(attributes, `${url}: inline script without the nonce`).toContain(`nonce="${nonce}"`);
      }
    }
  });

  test("the pages run under the policy: no CSP violation, and they hydrate", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`);
      });
    });
    for (const url of ["/", "/products", "/auth", "/cart"]) {
      await page.goto(url);
      await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), url).toEqual([]);
    }
  });
});
