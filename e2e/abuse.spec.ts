import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { freshNetwork } from "./support/network.ts";
import { registerShopper } from "./support/session.ts";
import { codeAfter, freshPhone, outboxDrained, smsTo } from "./support/sms.ts";

/**
 * Issue 14, the shop under automated attack (ADR 085, ADR 086): bursts of parallel requests as a
 * script sends them, through the storefront's own /api routes, bounded and on loopback only. Runs in
 * `npm test` (one shop, in-memory limits) and in `npm run test:scale` (two storefronts, two Medusa
 * servers, the limits in Redis). Client networks are simulated with X-Forwarded-For, which the
 * storefront believes from loopback hops only (TRUST_PROXY=loopback in both configurations).
 *
 * Limits exercised are the production defaults, in `npm test` as in `npm run test:scale`: 5 failed
 * sign-ins per number, 10 failed sign-ins a minute per network, 5 tries per code, 10 code checks per
 * number, 1 code a minute per number and purpose, 5 codes an hour per number.
 */

const MEDUSA_URL = process.env.SCALE_MEDUSA_URL ?? `http://localhost:${process.env.E2E_MEDUSA_PORT ?? 9100}`;
/** The production default: one code a minute per number and purpose. */
const CODES_PER_MINUTE = 1;
const PASSWORD = "Kente#Abuse-2026";

// Numbers and networks no other test uses: fresh 05x numbers, run-specific 10.14.x.y networks.
const RUN = Date.now() % 100_000;
const freshIp = () => freshNetwork(14);
const from = (ip: string) => ({ "x-forwarded-for": ip });

const statuses = (responses: APIResponse[]) => responses.map((r) => r.status());
const count = (responses: APIResponse[], status: number) => statuses(responses).filter((s) => s === status).length;

/** Runs `make(i)` for i < total, `width` at a time. */
async function burst<T>(total: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < total; start += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, total - start) }, (_, k) => make(start + k)))));
  }
  return out;
}

/** A fresh account through the storefront's API, from a network of its own; the context keeps its cookies (session, device token). */
async function register(api: APIRequestContext, device: string): Promise<string> {
  return (await registerShopper(api, device, { password: PASSWORD, firstName: "Akua", headers: from(freshIp()), phonePrefix: "057" })).phone;
}

/**
 * Not signed in: the answer asks for the SMS code (or, when this number's code allowance for the
 * minute is used up, refuses to send another one yet). Either way no session cookie is set.
 */
async function expectCodeStep(response: APIResponse): Promise<void> {
  const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie" && /^glow_session=[^;]/.test(h.value));
  expect(cookies).toEqual([]);
  if (response.status() === 429) {
    expect(((await response.json()) as { message: string }).message).toMatch(/another code|codes were sent/);
    return;
  }
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ requiresOtp: true });
}

async function newContext(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

test.describe("abuse: limits that cannot be raced", () => {
  test.describe.configure({ timeout: 180_000 });

  test("60 parallel wrong passwords for one number: at most 5 are checked", async ({ request, baseURL }) => {
    const owner = await newContext(baseURL);
    const phone = await register(owner, "abuseowner1");
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => request.post("/api/login", { data: { phoneNumber: phone, password: `guess-${i}-x` }, headers: from(freshIp()) })),
    );
    expect(count(results, 401), statuses(results).join(",")).toBeGreaterThan(0);
    expect(count(results, 401)).toBeLessThanOrEqual(5);
    expect(count(results, 429)).toBe(60 - count(results, 401));
    const refused = results.find((r) => r.status() === 429)!;
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many failed sign-in attempts/);
    await owner.dispose();
  });

  test("60 parallel wrong codes never verify, and the right code sent after them is refused", async ({ request, baseURL }) => {
    const owner = await newContext(baseURL);
    const phone = await register(owner, "abuseowner2");
    const before = smsTo(phone).length;
    // Registering took the number's sign-up code of this minute; the reset code has its own (issue 20).
    const sent = await request.post("/api/auth/send-password-reset-otp", { data: { phoneNumber: phone }, headers: from(freshIp()) });
    expect(sent.status(), await sent.text()).toBe(200);
    const code = await codeAfter(phone, before, /^\d{6}$/);
    const wrong = code === "000000" ? "111111" : "000000";
    const results = await Promise.all(
      Array.from({ length: 60 }, () => request.post("/api/auth/verify-password-reset-otp", { data: { phoneNumber: phone, otpCode: wrong }, headers: from(freshIp()) })),
    );
    expect(count(results, 200)).toBe(0);
    // At most 10 checks per number get past the limit (the rest: 429); among them the code's 5 tries
    // are reserved in SQL before comparing, so it is dead before any later guess (ADR 085).
    expect(count(results, 401)).toBeLessThanOrEqual(10);
    expect(count(results, 429)).toBeGreaterThanOrEqual(50);
    const messages = await Promise.all(results.filter((r) => r.status() === 401).map(async (r) => ((await r.json()) as { message: string }).message));
    expect(messages.some((m) => /entered wrongly too many times/.test(m)), messages.join(" | ")).toBe(true);
    const right = await request.post("/api/auth/verify-password-reset-otp", { data: { phoneNumber: phone, otpCode: code }, headers: from(freshIp()) });
    expect([401, 429]).toContain(right.status());
    await owner.dispose();
  });

  test("30 parallel code requests for one number send one SMS (the per-minute allowance)", async ({ request }) => {
    const phone = freshPhone("059");
    const ip = freshIp();
    const before = smsTo(phone).length;
    const results = await Promise.all(Array.from({ length: 30 }, () => request.post("/api/auth/send-registration-otp", { data: { phoneNumber: phone }, headers: from(ip) })));
    expect(count(results, 200)).toBe(CODES_PER_MINUTE);
    expect(count(results, 429)).toBe(30 - CODES_PER_MINUTE);
    await codeAfter(phone, before, /^[A-Z0-9]{6}$/);
    await outboxDrained(request, { headers: from(freshIp()) });
    expect(smsTo(phone).length - before).toBe(CODES_PER_MINUTE);
  });

  test("200 sign-ins across 200 numbers from one network are throttled after 10; an honest sign-in from another network still works", async ({ request, baseURL }) => {
    const sprayer = freshIp();
    // An honest shopper of this test's own, who signs in from another network in the middle of it.
    const honestOwner = await newContext(baseURL);
    const honestPhone = await register(honestOwner, "abusehonest");
    await honestOwner.dispose();
    const started = Date.now();
    const results = await burst(200, 40, (i) =>
      request.post("/api/login", { data: { phoneNumber: freshPhone("054"), password: "123456" }, headers: from(sprayer) }).then(async (r) => {
        if (i === 120) {
          // Meanwhile, the honest shopper signs in from another network.
          const honest = await newContext(baseURL);
          const answer = await honest.post("/api/login", { data: { phoneNumber: honestPhone, password: PASSWORD, deviceFingerprint: "abusehonest2" }, headers: from(freshIp()) });
          expect(answer.status(), await answer.text()).toBe(200);
          await honest.dispose();
        }
        return r;
      }),
    );
    expect(count(results, 401)).toBe(10);
    expect(count(results, 429)).toBe(190);
    const refused = results.find((r) => r.status() === 429)!;
    expect(((await refused.json()) as { message: string }).message).toMatch(/from your network/);
    const retryAfter = Number(refused.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(Date.now() - started).toBeLessThan(120_000);
  });
});

test.describe("abuse: recovery and trusted devices", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a copied fingerprint without the device cookie gets the SMS step; a reset revokes trusted devices", async ({ baseURL, page }) => {
    const fingerprint = `abusefp${RUN}`;
    // Codes this number is sent, at the production limits (1 a minute per purpose, 5 an hour): the
    // sign-up code, one device sign-in code, one reset code, and at most one more device sign-in code.
    const phone = await register(page.request, fingerprint);
    // Turn on "Ask for a code on new devices" on the settings page (the owner, signed in).
    await page.goto("/settings");
    await page.getByLabel("Ask for a code on new devices").check();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Your settings were saved.").first()).toBeVisible();

    // A new browser with the owner's password: a code is needed; the code finishes only its own pending sign-in.
    const trusted = await newContext(baseURL);
    const ip = freshIp();
    let before = smsTo(phone).length;
    const asked = await trusted.post("/api/auth/send-otp", { data: { phoneNumber: phone, password: PASSWORD, deviceFingerprint: fingerprint, rememberDevice: true }, headers: from(ip) });
    expect(await asked.json()).toMatchObject({ requiresOtp: true });
    const code = await codeAfter(phone, before, /^\d{6}$/);
    // Phone + code from a browser without the pending sign-in do not sign in.
    const stranger = await newContext(baseURL);
    const hijack = await stranger.post("/api/auth/verify-otp", { data: { phoneNumber: phone, otpCode: code, deviceFingerprint: fingerprint, rememberDevice: true }, headers: from(ip) });
    expect(hijack.status()).toBe(401);
    const verified = await trusted.post("/api/auth/verify-otp", { data: { phoneNumber: phone, otpCode: code, deviceFingerprint: fingerprint, rememberDevice: true }, headers: from(ip) });
    expect(verified.status(), await verified.text()).toBe(200);
    expect((await trusted.storageState()).cookies.find((c) => c.name === "glow_device")).toMatchObject({ httpOnly: true });

    // Trusted now: no code. The same fingerprint from a browser without the device cookie: the SMS step.
    const again = await trusted.post("/api/auth/send-otp", { data: { phoneNumber: phone, password: PASSWORD, deviceFingerprint: fingerprint, rememberDevice: false }, headers: from(ip) });
    expect(await again.json()).toMatchObject({ requiresOtp: false });
    // (Within the minute of the first device code this is a 429 "wait before asking for another
    // code": the code step all the same, and no session.)
    const copied = await stranger.post("/api/auth/send-otp", { data: { phoneNumber: phone, password: PASSWORD, deviceFingerprint: fingerprint, rememberDevice: false }, headers: from(freshIp()) });
    await expectCodeStep(copied);

    // A password reset revokes the trusted device.
    const resetter = await newContext(baseURL);
    const resetIp = freshIp();
    before = smsTo(phone).length;
    expect((await resetter.post("/api/auth/send-password-reset-otp", { data: { phoneNumber: phone }, headers: from(resetIp) })).status()).toBe(200);
    const resetCode = await codeAfter(phone, before, /^\d{6}$/);
    expect((await resetter.post("/api/auth/verify-password-reset-otp", { data: { phoneNumber: phone, otpCode: resetCode }, headers: from(resetIp) })).status()).toBe(200);
    const newPassword = "Fresh#Abuse-2026";
    expect((await resetter.post("/api/auth/reset-password", { data: { phoneNumber: phone, newPassword }, headers: from(resetIp) })).status()).toBe(200);
    const afterReset = await trusted.post("/api/auth/send-otp", { data: { phoneNumber: phone, password: newPassword, deviceFingerprint: fingerprint, rememberDevice: false }, headers: from(ip) });
    await expectCodeStep(afterReset);
    await Promise.all([trusted.dispose(), stranger.dispose(), resetter.dispose()]);
  });

  test("staff sign-in on Medusa is throttled (per account and network, without nginx)", async () => {
    // One network of this test's own (Medusa believes X-Forwarded-For from loopback, as behind the
    // deployment's proxy): loopback itself stays usable for the staff sign-ins of other workers' tests.
    const network = freshIp();
    const attempt = () =>
      fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
        method: "POST",
        headers: { "content-type": "application/json", ...from(network) },
        body: JSON.stringify({ email: `nobody-${RUN}@glow.local`, password: "not-the-password" }),
      });
    const results = await Promise.all(Array.from({ length: 20 }, attempt));
    const codes = results.map((r) => r.status);
    expect(codes.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    const refused = results.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
