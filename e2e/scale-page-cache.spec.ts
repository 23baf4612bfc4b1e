import { createHash } from "node:crypto";
import { expect, request as playwrightRequest, test, type APIResponse } from "@playwright/test";

/**
 * The storefront's page cache (ADR 014) as production runs it (`npm run test:scale`, where it is on
 * with its default 10 s): anonymous visitors share a rendered page, kept compressed with a policy
 * that allows exactly its inline scripts by hash (no nonce is handed out twice); a visitor whose
 * cookies change nothing on a public page shares it too, while a session or a waiting toast gets a
 * fresh render; a shop admin's change through this storefront shows at once. Talks to storefront process A directly so every request meets the same cache.
 */
const [A] = (process.env.SCALE_STOREFRONT_URLS ?? "http://localhost:3401,http://localhost:3402").split(",") as [string];
const ADMIN = { phone: "0244000000", password: "Admin#2026" };

const nonceOf = (response: APIResponse) => /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];

test.describe.configure({ mode: "serial" });

test("anonymous visitors share one render of a catalog page, whose policy allows exactly its inline scripts", async () => {
  const api = await playwrightRequest.newContext();
  await api.get(`${A}/products?sort=newest`);
  const first = await api.get(`${A}/products?sort=newest`);
  const second = await api.get(`${A}/products?sort=newest`);
  const bodies: string[] = [];
  for (const response of [first, second]) {
    expect(response.status()).toBe(200);
    expect(response.headers()["x-glow-page-cache"]).toBe("HIT");
    const csp = response.headers()["content-security-policy"] ?? "";
    const body = await response.text();
    bodies.push(body);
    // No nonce is handed out twice: a kept page's policy has none, only the hashes of its own inline scripts.
    expect(nonceOf(response)).toBeUndefined();
    const inline = [...body.matchAll(/<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(csp).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  }
  expect(bodies[0]).toBe(bodies[1]);
  await api.dispose();
});

test("a kept page is sent compressed as stored, and runs in the browser under its hash-only policy", async ({ page }) => {
  const url = `${A}/products?sort=price_desc`;
  const api = await playwrightRequest.newContext();
  await api.get(url);
  // Stored compressed: the same bytes for every visitor, with the encoding named and no nonce.
  const [one, two] = [await api.get(url, { headers: { "accept-encoding": "br" } }), await api.get(url, { headers: { "accept-encoding": "br" } })];
  for (const response of [one, two]) {
    expect(response.headers()["x-glow-page-cache"]).toBe("HIT");
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(response.headers()["vary"]).toMatch(/Accept-Encoding/i);
    expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers()["content-security-policy"]).not.toContain("nonce");
  }
  expect(await one.text()).toBe(await two.text());
  // A browser (no cookies yet) gets the kept page; every inline script runs and React starts.
  const violations: string[] = [];
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  // Priced pages are kept 2 s (ADR 203): kept again just before the browser asks.
  await api.get(url);
  await api.dispose();
  const response = await page.goto(url);
  expect(response!.headers()["x-glow-page-cache"]).toBe("HIT");
  await page.waitForFunction(() => "__remixRouter" in window, undefined, { timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("visitors whose cookies change nothing get the shared page; a session or a waiting toast gets its own render", async () => {
  const api = await playwrightRequest.newContext();
  await api.get(`${A}/`);
  // The device cookies a signed-out browser keeps, and any other site's or analytics cookie (issue 31).
  for (const cookie of ["device_fingerprint=pagecachetest1", "_ga=GA1.1.123; glow_device=pagecachetestdevicetoken0001", "consent=all"]) {
    const shared = await api.get(`${A}/`, { headers: { cookie } });
    expect(shared.status()).toBe(200);
    expect(shared.headers()["x-glow-page-cache"], cookie).toBe("HIT");
  }
  for (const cookie of ["glow_session=anything", "_ga=1; glow_flash=anything", "glow_checked=x", "glow_staff_wrote=1"]) {
    const own = await api.get(`${A}/`, { headers: { cookie } });
    expect(own.status()).toBe(200);
    expect(own.headers()["x-glow-page-cache"], cookie).toBeUndefined();
  }
  await api.dispose();
});

test("a signed-in shopper's page is never kept or shown to the next visitor", async () => {
  const shopper = await playwrightRequest.newContext();
  const signedIn = await shopper.post(`${A}/api/login`, { data: { phoneNumber: "0244000001", password: "Shopper#2026", deviceFingerprint: "pagecacheshopper1" } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const own = await shopper.get(`${A}/products?sort=price_asc`);
  expect(own.headers()["x-glow-page-cache"]).toBeUndefined();
  expect(await own.text()).toContain("Ama");
  const visitor = await playwrightRequest.newContext();
  const next = await visitor.get(`${A}/products?sort=price_asc`, { headers: { cookie: "device_fingerprint=pagecacheshopper1" } });
  expect(next.status()).toBe(200);
  expect(await next.text()).not.toContain("Ama Mensah");
  await shopper.dispose();
  await visitor.dispose();
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
