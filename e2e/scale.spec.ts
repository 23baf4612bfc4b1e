import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { codeAfter, freshPhone, outboxDrained, readOutbox, REGISTRATION_CODE, smsTo } from "./support/sms.ts";

/**
 * Runs only under `npm run test:scale` (scripts/test-scale.ts, ADR 071): two storefront processes
 * (A, B) each with its own Medusa server, one Medusa worker, Redis and Postgres, behind the shop's
 * own nginx (deploy/nginx.conf). Whatever process answers, a shopper's session, cart, limits and forced
 * sign-out must hold, and a code sent through one server verifies on the other. Then abuse
 * bursts against the shared limits, and faults: Postgres and Redis stopped and started.
 */

const [A, B] = (process.env.SCALE_STOREFRONT_URLS ?? "http://localhost:3401,http://localhost:3402").split(",") as [string, string];
const CONTROL = process.env.SCALE_CONTROL_URL ?? "http://127.0.0.1:3409";
const FAILURE_WINDOW_SECONDS = Number(process.env.SCALE_LOGIN_FAILURE_WINDOW_SECONDS ?? 8);
const LOGIN_FAILURES = Number(process.env.SCALE_LOGIN_FAILURES ?? 5);
const PASSWORD = "Scale#Test-2026";

// The outbox readers of e2e/support/sms.ts read test:scale's outbox (SCALE_OUTBOX).
const e164 = (local: string) => `+233${local.slice(1)}`;
const newPhone = () => freshPhone("020");
/** The code of the newest registration SMS to `local`, waiting for the first one. */
const waitForCode = (local: string) => codeAfter(local, 0, REGISTRATION_CODE);
const json = async (response: APIResponse) => (await response.json()) as Record<string, unknown>;

/** Registers a shopper: code sent through storefront A (Medusa A), verified and registered through B. */
async function register(api: APIRequestContext, phone: string, device: string): Promise<void> {
  const sent = await api.post(`${A}/api/auth/send-registration-otp`, { data: { phoneNumber: phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await waitForCode(phone);
  const verified = await api.post(`${B}/api/auth/verify-registration-otp`, { data: { phoneNumber: phone, otpCode: code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const registered = await api.post(`${B}/api/register`, {
    data: { phoneNumber: phone, password: PASSWORD, confirmPassword: PASSWORD, firstName: "Scale", lastName: "Tester", deviceFingerprint: device },
  });
  expect(registered.status(), await registered.text()).toBe(200);
}

const control = async (what: string) => {
  const response = await fetch(`${CONTROL}/${what}`, { method: "POST" });
  expect(response.status, `${what}: ${await response.text()}`).toBe(200);
};

test.describe.configure({ mode: "serial" });

test("the proxy spreads requests over both storefront processes", async ({ request }) => {
  const upstreams = new Set<string>();
  for (let i = 0; i < 6; i++) upstreams.add((await request.get("/api/products?limit=1")).headers()["x-glow-upstream"] ?? "");
  expect([...upstreams].sort()).toEqual(["A", "B"]);
});

test("a code sent through one server verifies on the other; the session works on both", async () => {
  const api = await playwrightRequest.newContext();
  const phone = newPhone();
  await register(api, phone, "scaledevice1");
  for (const base of [A, B, A, B]) {
    const user = await api.get(`${base}/api/user`);
    expect(user.status(), base).toBe(200);
    expect(await json(user)).toMatchObject({ firstName: "Scale", phoneNumber: expect.stringContaining(phone.slice(1)) });
  }
  await api.dispose();
});

test("the cart is the same whichever process answers", async () => {
  const api = await playwrightRequest.newContext();
  await register(api, newPhone(), "scaledevice2");
  const listed = (await json(await api.get(`${A}/api/products?limit=50`))) as { products: Array<{ id: string; stockQuantity: number | null; variantCount?: number }> };
  // Room for the quantity of 4 below; one variant each (a product in shades needs its variant named, ADR 200).
  const products = listed.products.filter((p) => (p.stockQuantity ?? 0) >= 10 && (p.variantCount ?? 1) <= 1);
  expect((await api.post(`${A}/api/cart`, { data: { productId: products[0]!.id, quantity: 1 } })).status()).toBe(200);
  expect((await api.post(`${B}/api/cart`, { data: { productId: products[1]!.id, quantity: 2 } })).status()).toBe(200);
  const fromA = (await (await api.get(`${A}/api/cart`)).json()) as Array<{ id: string; quantity: number; product: { id: string } }>;
  const fromB = (await (await api.get(`${B}/api/cart`)).json()) as typeof fromA;
  expect(fromA.map((i) => [i.product.id, i.quantity]).sort()).toEqual([[products[0]!.id, 1], [products[1]!.id, 2]].sort());
  expect(fromB).toEqual(fromA);
  const line = fromA.find((i) => i.product.id === products[1]!.id)!;
  expect((await api.put(`${B}/api/cart/${line.id}`, { data: { quantity: 4 } })).status()).toBe(200);
  const again = (await (await api.get(`${A}/api/cart`)).json()) as typeof fromA;
  expect(again.find((i) => i.id === line.id)?.quantity).toBe(4);
  await api.dispose();
});

test("parallel adds of one shopper through both processes: one cart, every accepted add counted", async () => {
  const api = await playwrightRequest.newContext();
  await register(api, newPhone(), "scaledevice6");
  // A product with stock for all 8 adds (some seeded products have only 3–7), so every refusal is a bug.
  const { products } = (await json(await api.get(`${A}/api/products?limit=50`))) as { products: Array<{ id: string; stockQuantity: number | null; variantCount?: number }> };
  // One variant: a product in shades needs its variant named (ADR 200).
  const plenty = products.find((p) => (p.stockQuantity ?? 0) >= 20 && (p.variantCount ?? 1) <= 1)!;
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => api.post(`${i % 2 ? B : A}/api/cart`, { data: { productId: plenty.id, quantity: 1 } })),
  );
  const statuses = answers.map((a) => a.status());
  expect(statuses.filter((s) => s >= 500), statuses.join(",")).toEqual([]);
  const accepted = statuses.filter((s) => s === 200).length;
  const cart = (await (await api.get(`${B}/api/cart`)).json()) as Array<{ quantity: number }>;
  expect(cart).toHaveLength(1);
  expect(cart[0]!.quantity).toBe(accepted);
  expect(accepted, statuses.join(",")).toBe(8);
  await api.dispose();
});

test("code limits hold across servers (Redis): a second code within the minute is refused by the other server", async () => {
  const api = await playwrightRequest.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.77.0.1" } });
  const phone = newPhone();
  expect((await api.post(`${A}/api/auth/send-registration-otp`, { data: { phoneNumber: phone } })).status()).toBe(200);
  const second = await api.post(`${B}/api/auth/send-registration-otp`, { data: { phoneNumber: phone } });
  expect(second.status()).toBe(429);
  expect(String((await json(second)).message)).toMatch(/wait/i);
  await waitForCode(phone);
  await outboxDrained(api, { baseUrl: A, headers: { "x-forwarded-for": "10.77.0.2" } });
  expect(smsTo(phone)).toHaveLength(1);
  await api.dispose();
});

test("a forced sign-out on one process signs the shopper out on every process", async () => {
  const phone = newPhone();
  const first = await playwrightRequest.newContext();
  await register(first, phone, "scaledevice3");
  expect((await first.get(`${A}/api/user`)).status()).toBe(200);
  // The same session cookie shown with another device's fingerprint (a copied cookie), through B.
  const state = await first.storageState();
  const copied = await playwrightRequest.newContext({
    storageState: { ...state, cookies: state.cookies.map((c) => (c.name === "device_fingerprint" ? { ...c, value: "thiefdevice9" } : c)) },
  });
  const refused = await copied.get(`${B}/api/user`);
  expect(refused.status()).toBe(401);
  expect(await json(refused)).toMatchObject({ autoLogout: true, logoutAllDevices: true });
  // The real device is signed out too, on either process.
  for (const base of [A, B]) {
    const user = await first.get(`${base}/api/user`);
    expect(user.status(), base).toBe(401);
  }
  await first.dispose();
  await copied.dispose();
});

test.describe("abuse", () => {
  test("500 code requests across 100 numbers and 10 IPs: capped by the limits, nothing sent beyond them", async () => {
    test.setTimeout(240_000);
    const before = readOutbox().length;
    const numbers = Array.from({ length: 100 }, () => newPhone());
    const api = await playwrightRequest.newContext({ baseURL: process.env.SCALE_SHOP_URL });
    const results: Array<{ phone: string; ip: string; status: number; message?: string }> = [];
    const jobs = Array.from({ length: 500 }, (_, i) => ({ phone: numbers[i % 100]!, ip: `10.66.0.${(i * 7) % 10}` }));
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const response = await api.post("/api/auth/send-registration-otp", { data: { phoneNumber: job.phone }, headers: { "x-forwarded-for": job.ip } });
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        results.push({ ...job, status: response.status(), message: body.message });
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    await outboxDrained(api, { headers: { "x-forwarded-for": "10.66.1.1" } });
    const sent = readOutbox().slice(before).filter((m) => numbers.some((n) => m.to === e164(n)));
    const accepted = results.filter((r) => r.status === 200);
    expect(results.filter((r) => r.status !== 200 && r.status !== 429), JSON.stringify(results.filter((r) => r.status !== 200 && r.status !== 429).slice(0, 3))).toEqual([]);
    for (const refused of results.filter((r) => r.status === 429)) expect(refused.message).toBeTruthy();
    // Limits: 1 code per number per minute, 20 per IP per hour.
    expect(accepted.length).toBeLessThanOrEqual(100);
    expect(accepted.length).toBeGreaterThan(0);
    for (const n of numbers) expect(sent.filter((m) => m.to === e164(n)).length, n).toBeLessThanOrEqual(1);
    for (let ip = 0; ip < 10; ip++) expect(accepted.filter((r) => r.ip === `10.66.0.${ip}`).length).toBeLessThanOrEqual(20);
    // Nothing sent beyond what was accepted.
    expect(sent.length).toBe(accepted.length);
    await api.dispose();
  });

  test("150 wrong passwords never let a correct guess through, and the account recovers after the window", async () => {
    test.setTimeout(180_000);
    const phone = newPhone();
    const setup = await playwrightRequest.newContext();
    await register(setup, phone, "scaledevice4");
    await setup.dispose();
    const api = await playwrightRequest.newContext({ baseURL: process.env.SCALE_SHOP_URL });
    const login = (password: string) => api.post("/api/login", { data: { phoneNumber: phone, password, deviceFingerprint: "scaledevice4" } });
    for (let i = 0; i < LOGIN_FAILURES; i++) expect((await login(`wrong-${i}`)).status()).toBe(401);
    const statuses: number[] = [];
    const attempts = Array.from({ length: 150 }, (_, i) => (i % 10 === 9 ? PASSWORD : `wrong-guess-${i}`));
    const worker = async () => {
      for (let password = attempts.shift(); password !== undefined; password = attempts.shift()) statuses.push((await login(password)).status());
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    expect(statuses).toHaveLength(150);
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    expect(statuses.every((s) => s === 429)).toBe(true);
    const locked = await login(PASSWORD);
    expect(locked.status()).toBe(429);
    expect(String((await json(locked)).message)).toMatch(/Too many failed sign-in attempts/);
    // The window is fixed from the first failure (a refused attempt does not extend it): poll until it
    // has passed rather than sleeping its length.
    await expect.poll(async () => (await login(PASSWORD)).status(), { timeout: (FAILURE_WINDOW_SECONDS + 30) * 1000, intervals: [250, 500, 1000] }).toBe(200);
    await api.dispose();
  });
});

test.describe("faults", () => {
  test("Postgres stopped: pages answer a friendly 503 and the shop recovers by itself when it is back", async () => {
    test.setTimeout(180_000);
    const api = await playwrightRequest.newContext({ baseURL: process.env.SCALE_SHOP_URL });
    await register(api, newPhone(), "scaledevice5");
    expect((await api.get("/")).status()).toBe(200);
    await control("postgres/stop");
    try {
      let page: APIResponse | undefined;
      await expect
        .poll(async () => (page = await api.get("/", { timeout: 30_000 }).catch(() => undefined))?.status(), { timeout: 90_000, intervals: [500, 1000, 2000] })
        .toBe(503);
      expect(await page!.text()).toContain("temporarily unavailable");
      expect(page!.headers()["retry-after"]).toBeTruthy();
      const apiAnswer = await api.get("/api/user", { timeout: 30_000 });
      expect(apiAnswer.status()).toBe(503);
      expect(String((await json(apiAnswer)).message)).toMatch(/temporarily unavailable/);
    } finally {
      await control("postgres/start");
    }
    await expect.poll(async () => (await api.get("/", { timeout: 30_000 }).catch(() => undefined))?.status(), { timeout: 120_000, intervals: [1000, 2000, 3000] }).toBe(200);
    expect((await api.get("/api/user")).status()).toBe(200);
    await api.dispose();
  });

  test("Redis stopped: code requests get a clear error, and work again when Redis is back", async () => {
    test.setTimeout(180_000);
    const api = await playwrightRequest.newContext({ baseURL: process.env.SCALE_SHOP_URL, extraHTTPHeaders: { "x-forwarded-for": "10.78.0.1" } });
    await control("redis/stop");
    try {
      const answer = await api.post("/api/auth/send-registration-otp", { data: { phoneNumber: newPhone() }, timeout: 60_000 });
      expect(answer.status()).toBeGreaterThanOrEqual(500);
      expect(String((await json(answer)).message)).toMatch(/temporarily unavailable|try again/i);
    } finally {
      await control("redis/start");
    }
    let phone = "";
    await expect
      .poll(
        async () => {
          phone = newPhone();
          return (await api.post("/api/auth/send-registration-otp", { data: { phoneNumber: phone }, timeout: 30_000 }).catch(() => undefined))?.status();
        },
        { timeout: 90_000, intervals: [2000, 3000, 5000] },
      )
      .toBe(200);
    await waitForCode(phone);
    await api.dispose();
  });
});
