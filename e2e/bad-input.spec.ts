import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import fc from "fast-check";
import { registerShopper } from "./support/session.ts";
import { freshPhone } from "./support/sms.ts";

/**
 * Issue 20 point 6, bad input as scripts send it, against the running shop (loopback only, bounded):
 * fuzzed ids and control characters get a 4xx with a message and never a 5xx; a picture has one
 * address (other spellings start no resize and write no cache file); bookings over the limit are
 * 429 with Retry-After, not "could not save".
 */

const IMAGE_CACHE = path.resolve(".data", "e2e", "image-cache");

function cacheFiles(): string[] {
  if (!fs.existsSync(IMAGE_CACHE)) return [];
  return fs.readdirSync(IMAGE_CACHE, { recursive: true, encoding: "utf8" }).filter((name) => /\.(avif|webp)$/.test(name));
}

/** GET with the path exactly as written (Playwright and fetch normalise `.`, `..` and backslashes first). */
function rawGet(baseURL: string, rawPath: string): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: rawPath, headers: { connection: "close" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${rawPath}`)));
  });
}

/** Never a 5xx; a 4xx from an /api route says what is wrong in a JSON `message`. */
async function expectNoServerError(response: APIResponse, what: string): Promise<void> {
  const status = response.status();
  expect(status, `${what} → ${status} ${(await response.text()).slice(0, 200)}`).toBeLessThan(500);
  if (status >= 400 && new URL(response.url()).pathname.startsWith("/api/")) {
    const body = (await response.json()) as { message?: unknown };
    expect(typeof body.message === "string" && body.message.length > 0, `${what} → ${status} without a message`).toBe(true);
  }
}

const ids = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom("../x", "a b", "..", "%00", "\u0000", "prod_01\u0000", "x\ny", "prod_" + "A".repeat(300), "prod_doesnotexist", "' OR 1=1 --", "<script>", "\u202e", "/", "\\"),
);

/** Every storefront route that takes an id from the request, with how to send it. */
const ID_ROUTES: Array<{ name: string; send: (api: APIRequestContext, id: string) => Promise<APIResponse> }> = [
  { name: "POST /api/wishlist", send: (api, id) => api.post("/api/wishlist", { data: { productId: id } }) },
  { name: "DELETE /api/wishlist/:productId", send: (api, id) => api.delete(`/api/wishlist/${encodeURIComponent(id)}`) },
  { name: "POST /api/cart", send: (api, id) => api.post("/api/cart", { data: { productId: id, quantity: 1 } }) },
  { name: "PUT /api/cart/:id", send: (api, id) => api.put(`/api/cart/${encodeURIComponent(id)}`, { data: { quantity: 1 } }) },
  { name: "DELETE /api/cart/:id", send: (api, id) => api.delete(`/api/cart/${encodeURIComponent(id)}`) },
  { name: "GET /api/products/:id/reviews", send: (api, id) => api.get(`/api/products/${encodeURIComponent(id)}/reviews`) },
  { name: "GET /api/products/:id/can-review", send: (api, id) => api.get(`/api/products/${encodeURIComponent(id)}/can-review`) },
  { name: "POST /api/products/:id/reviews", send: (api, id) => api.post(`/api/products/${encodeURIComponent(id)}/reviews`, { data: { rating: 5 } }) },
  { name: "POST /cart/add", send: (api, id) => api.post("/cart/add", { form: { productId: id, quantity: "1", redirectTo: "/cart" }, maxRedirects: 0 }) },
  { name: "POST /wishlist/toggle", send: (api, id) => api.post("/wishlist/toggle", { form: { productId: id, redirectTo: "/wishlist" }, maxRedirects: 0 }) },
  { name: "GET /orders/:id", send: (api, id) => api.get(`/orders/${encodeURIComponent(id)}`, { maxRedirects: 0 }) },
];

test.describe("ids are checked before Medusa", () => {
  test.describe.configure({ timeout: 240_000 });

  test("what measured 500 on main is a 400 in plain words", async ({ request }) => {
    await registerShopper(request, "e2ebadids1");
    for (const productId of ["../x", "a b", "prod_01\u0000"]) {
      const response = await request.post("/api/wishlist", { data: { productId } });
      expect(response.status(), productId).toBe(400);
      expect(await response.json()).toEqual({ message: "That is not a product id." });
      const cart = await request.post("/api/cart", { data: { productId, quantity: 1 } });
      expect(cart.status(), productId).toBe(400);
      expect(await cart.json()).toEqual({ message: "That is not a product id." });
    }
    const line = await request.put(`/api/cart/${encodeURIComponent("a b")}`, { data: { quantity: 1 } });
    expect(line.status()).toBe(400);
    expect(await line.json()).toEqual({ message: "That is not a cart item id." });
    // A well-formed id that does not exist is still Medusa's 404.
    expect((await request.post("/api/wishlist", { data: { productId: "prod_doesnotexist" } })).status()).toBe(404);
    // Nothing was saved by any of it.
    expect(await (await request.get("/api/wishlist")).json()).toEqual([]);
    expect(await (await request.get("/api/cart")).json()).toEqual([]);
  });

  test("fuzzed ids at every route that takes one, signed in: never a 5xx", async ({ request }) => {
    await registerShopper(request, "e2ebadids2");
    for (const route of ID_ROUTES) {
      await fc.assert(
        fc.asyncProperty(ids, async (id) => expectNoServerError(await route.send(request, id), `${route.name} ${JSON.stringify(id)}`)),
        { numRuns: 20, seed: 20_2026, endOnFailure: true },
      );
    }
    expect((await request.get("/api/user")).status()).toBe(200);
  });
});

test.describe("control characters in search queries", () => {
  test.describe.configure({ timeout: 180_000 });

  test("every control character in q is stripped: the same answer as without it, never a 5xx", async ({ request }) => {
    const all = (await (await request.get("/api/products?limit=100")).json()) as { count: number };
    const shea = (await (await request.get("/api/products?limit=100&q=shea")).json()) as { count: number };
    expect(shea.count).toBeGreaterThan(0);
    const codes = [...Array.from({ length: 0x20 }, (_, i) => i), 0x7f, 0x85, 0x9f];
    for (const code of codes) {
      const hex = `%${code.toString(16).padStart(2, "0").toUpperCase()}`;
      const utf8 = encodeURIComponent(String.fromCharCode(code));
      const alone = await request.get(`/api/products?limit=100&q=${utf8}`);
      expect(alone.status(), hex).toBe(200);
      expect(((await alone.json()) as { count: number }).count, hex).toBe(all.count);
      const around = await request.get(`/api/products?limit=100&q=${utf8}shea${utf8}`);
      expect(around.status(), hex).toBe(200);
      expect(((await around.json()) as { count: number }).count, hex).toBe(shea.count);
    }
    for (const url of ["/products?q=%00", "/products?q=shea%00%0A", "/sale?q=%00", "/products?q=%00&category=skincare"]) {
      expect((await request.get(url)).status(), url).toBe(200);
    }
  });

  test("generated query strings on the catalog routes and pages: never a 5xx", async ({ request }) => {
    const controlHeavy = fc
      .array(fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.integer({ min: 0x20, max: 0x7e })), { maxLength: 40 })
      .map((codes) => String.fromCharCode(...codes));
    const values = fc.oneof(controlHeavy, fc.string({ unit: "binary", maxLength: 40 }), fc.constantFrom("\\", "%", "_", "'", "\u0000", "a\\"));
    const query = fc.dictionary(fc.constantFrom("q", "category", "brand", "sort", "minPrice", "maxPrice", "limit", "offset", "featured", "sale", "page"), values, { minKeys: 1, maxKeys: 3 });
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom("/api/products", "/products", "/sale", "/api/news", "/news"), async (params, route) => {
        const url = `${route}?${new URLSearchParams(params)}`;
        await expectNoServerError(await request.get(url, { maxRedirects: 0 }), url);
      }),
      { numRuns: 60, seed: 20_2027, endOnFailure: true },
    );
  });
});

test.describe("one address per picture", () => {
  // It counts every file in the image cache, which any other test's pictures add to: it runs with no
  // other test beside it (Playwright's built-in exclusive lock, ADR 180).
  test("other spellings of a picture's address start no resize and write no cache file", { lock: "-exclusive-" }, async ({ request, baseURL }) => {
    const { products } = (await (await request.get("/api/products?limit=100")).json()) as { products: Array<{ imageUrl: string | null }> };
    const picture = products.map((p) => p.imageUrl).find((url): url is string => Boolean(url && /^\/media\/.+\.(webp|jpe?g|png)$/.test(url)));
    expect(picture, "a product with an uploaded raster picture").toBeTruthy();
    const rest = picture!.slice("/media/".length);
    const variant = "?w=1280&fm=avif";

    const before = cacheFiles().length;
    expect(await rawGet(baseURL!, `${picture}${variant}`)).toBe(200);
    const afterCanonical = cacheFiles().length;
    expect(afterCanonical - before).toBeLessThanOrEqual(1);
    expect(await rawGet(baseURL!, `${picture}${variant}`)).toBe(200);

    const encodedFirst = `%${rest.charCodeAt(0).toString(16).toUpperCase()}${rest.slice(1)}`;
    const spellings = [
      ...Array.from({ length: 10 }, (_, n) => `/media/${"/".repeat(n + 1)}${rest}`),
      `/media/${rest.replace("/", "//")}`,
      `/media/${rest}/`,
      `/media/./${rest}`,
      `/media/x/../${rest}`,
      `/x/../media/${rest}`,
      `/media/%2e/${rest}`,
      `/media/%2E%2E/media/${rest}`,
      `/media/%2F${rest}`,
      `/media/%5C${rest}`,
      `/media\\${rest}`,
      `/media/.\\${rest}`,
      `/media/${encodedFirst}`,
      `/media/${rest.replace(/\.(\w+)$/, "%2E$1")}`,
      `/MEDIA/${rest}`,
      `/Media/${rest}`,
      `/%6Dedia/${rest}`,
    ];
    const answers: string[] = [];
    for (const spelling of spellings) {
      const status = await rawGet(baseURL!, `${spelling}${variant}`);
      answers.push(`${status} ${spelling}`);
      expect(status === 404 || (status >= 300 && status < 400), `${spelling} → ${status}`).toBe(true);
    }
    for (const width of ["1280.0", "01280", "+1280", "1.28e3"]) {
      expect(await rawGet(baseURL!, `${picture}?w=${width}&fm=avif`), width).toBe(400);
    }
    expect(cacheFiles().length, answers.join("\n")).toBe(afterCanonical);
  });
});

test.describe("consultation bookings over the limit", () => {
  test("20 parallel bookings for one phone: 3 booked, 17 refused with 429 and Retry-After", async ({ request }) => {
    const phone = freshPhone("026");
    const preferredDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const book = (i: number) =>
      request.post("/consultation", {
        form: { name: `Adjoa Flood ${i}`, phone, preferredDate, preferredTime: "10:30", contactMethod: "phone", concern: "Finding my foundation shade for Harmattan" },
        maxRedirects: 0,
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(i)));
    const statuses = answers.map((r) => r.status());
    expect(statuses.filter((s) => s === 200), statuses.join(",")).toHaveLength(3);
    const refused = answers.filter((r) => r.status() === 429);
    expect(refused, statuses.join(",")).toHaveLength(17);
    for (const answer of refused) {
      expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
      expect(answer.headers()["cache-control"]).toContain("no-store");
    }
    const page = await refused[0]!.text();
    expect(page).toContain("You already have consultation requests waiting for us");
    expect(page).not.toContain("We could not save your booking");

    // What the page's own form submission reads (Remix's data request): 429, the message and retryAfter.
    const data = await request.post("/consultation.data", {
      form: { name: "Adjoa Flood", phone, preferredDate, preferredTime: "10:30", contactMethod: "phone", concern: "Finding my foundation shade for Harmattan" },
      maxRedirects: 0,
    });
    expect(data.status()).toBe(429);
    expect(Number(data.headers()["retry-after"])).toBeGreaterThan(0);
    const body = await data.text();
    expect(body).toContain("retryAfter");
    expect(body).toContain("You already have consultation requests waiting for us");
  });
});
