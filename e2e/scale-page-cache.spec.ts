import { expect, request as playwrightRequest, test, type APIResponse } from "@playwright/test";

/**
 * The storefront's page cache (ADR 014) as production runs it (`npm run test:scale`, where it is on
 * with its default 10 s): anonymous visitors share a rendered page, yet every response has its own
 * CSP nonce; anyone with a cookie gets a fresh render; a shop admin's change through this storefront
 * shows at once. Talks to storefront process A directly so every request meets the same cache.
 */
const [A] = (process.env.SCALE_STOREFRONT_URLS ?? "http://localhost:3401,http://localhost:3402").split(",") as [string];
const ADMIN = { phone: "0244000000", password: "Admin#2026" };

const nonceOf = (response: APIResponse) => /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];

test.describe.configure({ mode: "serial" });

test("anonymous visitors share one render of a catalog page, each with its own nonce", async () => {
  const api = await playwrightRequest.newContext();
  await api.get(`${A}/products?sort=newest`);
  const first = await api.get(`${A}/products?sort=newest`);
  const second = await api.get(`${A}/products?sort=newest`);
  for (const response of [first, second]) {
    expect(response.status()).toBe(200);
    expect(response.headers()["x-glow-page-cache"]).toBe("HIT");
    const nonce = nonceOf(response)!;
    const body = await response.text();
    expect(nonce).toBeTruthy();
    // Every inline script carries this response's nonce and no other.
    const scriptNonces = [...body.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  }
  expect(nonceOf(first)).not.toBe(nonceOf(second));
  await api.dispose();
});

test("a request with any cookie gets its own render, never the shared one", async () => {
  const api = await playwrightRequest.newContext();
  await api.get(`${A}/`);
  const withCookie = await api.get(`${A}/`, { headers: { cookie: "device_fingerprint=pagecachetest1" } });
  expect(withCookie.status()).toBe(200);
  expect(withCookie.headers()["x-glow-page-cache"]).toBeUndefined();
  await api.dispose();
});

test("a shop admin's banner change through the storefront shows to anonymous visitors at once", async () => {
  const visitor = await playwrightRequest.newContext();
  const admin = await playwrightRequest.newContext();
  const title = `Page cache check ${Date.now()}`;
  expect((await visitor.get(`${A}/`)).status()).toBe(200);
  expect((await visitor.get(`${A}/`)).headers()["x-glow-page-cache"]).toBe("HIT");
  const signedIn = await admin.post(`${A}/api/login`, { data: { phoneNumber: ADMIN.phone, password: ADMIN.password, deviceFingerprint: "pagecacheadmin1" } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const created = await admin.post(`${A}/api/admin/banners`, {
    data: { title, subtitle: "Made by the page cache test", imageUrl: "/images/product-fallback.svg", bannerType: "regular", isActive: true, priority: 1000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    const after = await visitor.get(`${A}/`);
    expect(after.headers()["x-glow-page-cache"]).toBe("MISS");
    expect(await after.text()).toContain(title);
  } finally {
    expect((await admin.delete(`${A}/api/admin/banners/${id}`)).status()).toBe(200);
  }
  const gone = await visitor.get(`${A}/`);
  expect(await gone.text()).not.toContain(title);
  await visitor.dispose();
  await admin.dispose();
});
