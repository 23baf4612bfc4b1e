import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { MedusaAdmin } from "./support/medusa-admin.ts";
import { productIdBySlug, registerShopper as register } from "./support/session.ts";
import { DIGIT_CODE, waitForCode } from "./support/sms.ts";

/**
 * The session is checked in Medusa on every request that reads or writes account data (ADR 140; no
 * storefront cache; page renders alone may trust the browser's signed assertion for 5 s), so
 * whichever storefront process answers — requests go out several at a time to reach all of them —
 * - a sign-out, a password change or a password reset is refused at once, also for a copy of the cookie;
 * - a session revoked in Medusa by staff (not through the storefront) is refused on the very next
 *   request, and the shopper gets the forced sign-out notice;
 * - the header's cart badge, in the server's HTML of every page, is right on the very next page
 *   after each cart change (each cart answer refreshes the assertion's count).
 */
const PARALLEL = 10;
const statuses = async (request: APIRequestContext, path = "/api/user") => (await Promise.all(Array.from({ length: PARALLEL }, () => request.get(path)))).map((r) => r.status());
const toast = (page: Page) => page.locator("[data-variant]").first();

test("sign-out applies at once, also to a copy of the same cookie", async ({ page, playwright, baseURL }) => {
  await page.context().addCookies([{ name: "device_fingerprint", value: "cachedevice1", url: baseURL! }]);
  await register(page.request, "cachedevice1");
  // A second holder of the very same cookie (another tab of this device).
  const copy = await playwright.request.newContext({ baseURL, storageState: await page.context().storageState() });
  expect(new Set(await statuses(copy))).toEqual(new Set([200]));

  expect((await page.request.post("/api/logout", { data: {} })).status()).toBe(200);
  expect(new Set(await statuses(copy))).toEqual(new Set([401]));
  await copy.dispose();
});

test("a password reset signs every device out at once: parallel reads right after it are all refused", async ({ page, playwright, baseURL }) => {
  await page.context().addCookies([{ name: "device_fingerprint", value: "cachedevice3", url: baseURL! }]);
  const shopper = await register(page.request, "cachedevice3");
  expect(new Set(await statuses(page.request))).toEqual(new Set([200]));
  // "Forgot password" from another browser, which has no session.
  const stranger = await playwright.request.newContext({ baseURL });
  const since = Date.now();
  expect((await stranger.post("/api/auth/send-password-reset-otp", { data: { phoneNumber: shopper.phone } })).status()).toBe(200);
  const otpCode = await waitForCode(shopper.phone, DIGIT_CODE, since);
  expect((await stranger.post("/api/auth/verify-password-reset-otp", { data: { phoneNumber: shopper.phone, otpCode } })).status()).toBe(200);
  expect((await stranger.post("/api/auth/reset-password", { data: { phoneNumber: shopper.phone, newPassword: "Brand-new#2026" } })).status()).toBe(200);
  expect(new Set(await statuses(page.request))).toEqual(new Set([401]));
  await stranger.dispose();
});

test("a session revoked in Medusa by staff is refused on the next request, with the forced sign-out notice", async ({ page, playwright, baseURL }) => {
  await page.context().addCookies([{ name: "device_fingerprint", value: "cachedevice2", url: baseURL! }]);
  const shopper = await register(page.request, "cachedevice2");
  // A copy of the cookie reads, so that the page's own cookie is still there for the notice.
  const poller = await playwright.request.newContext({ baseURL, storageState: await page.context().storageState() });
  expect(new Set(await statuses(poller))).toEqual(new Set([200]));

  const admin = await MedusaAdmin.signIn();
  await admin.call("POST", `/admin/phone-auth/customers/${shopper.id}/sessions/revoke`, {});
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () => poller.get("/api/user")));
  expect(new Set(answers.map((a) => a.status()))).toEqual(new Set([401]));
  expect(await answers[0]!.json()).toMatchObject({ autoLogout: true, logoutAllDevices: true });

  // The page's own next load gets the forced sign-out signal and shows the spec's notice.
  await page.goto("/products");
  await expect(toast(page)).toContainText("Security Alert");
  await expect(toast(page)).toContainText("Our team signed this device out of your account.");
  expect((await page.request.get("/api/user")).status()).toBe(401);
  await poller.dispose();
});

test("a page render trusting an assertion past 5 s old asks Medusa's light check: a staff revocation shows on it", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "device_fingerprint", value: "cachedevice5", url: baseURL! }]);
  const shopper = await register(page.request, "cachedevice5");
  await page.goto("/");
  const assertion = async () => (await page.context().cookies()).find((c) => c.name === "glow_checked")?.value;
  const written = await assertion();
  expect(written, "the render wrote the signed assertion (ADR 140)").toBeTruthy();
  // Past the 5 s it is trusted alone, under the minute it is read with the light check (ADR 207):
  // still signed in, and the assertion is kept, not rewritten by a full check.
  await page.waitForTimeout(5_500);
  const rendered = await page.request.get("/products");
  expect(await rendered.text(), "the server's page is the signed-in shopper's").toContain("Account menu for");
  expect(rendered.headers()["set-cookie"] ?? "", "the light check does not rewrite the assertion").not.toContain("glow_checked=");
  expect(await assertion()).toBe(written);

  await page.waitForTimeout(5_500);
  const admin = await MedusaAdmin.signIn();
  await admin.call("POST", `/admin/phone-auth/customers/${shopper.id}/sessions/revoke`, {});
  await page.goto("/products");
  await expect(toast(page)).toContainText("Our team signed this device out of your account.");
  expect(await assertion(), "the forced sign-out clears the assertion").toBeUndefined();
});

test("a password change signs the other devices out at once: their parallel reads are all refused", async ({ page, playwright, baseURL }) => {
  await page.context().addCookies([{ name: "device_fingerprint", value: "cachedevice4", url: baseURL! }]);
  const shopper = await register(page.request, "cachedevice4", { password: "Cache#2026" });
  // The same shopper on a second device.
  const device = { name: "device_fingerprint", value: "cachedevice5", domain: new URL(baseURL!).hostname, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" as const };
  const laptop = await playwright.request.newContext({ baseURL, storageState: { cookies: [device], origins: [] } });
  expect((await laptop.post("/api/login", { data: { phoneNumber: shopper.phone, password: "Cache#2026", deviceFingerprint: "cachedevice5", rememberMe: false } })).status()).toBe(200);
  expect(new Set(await statuses(laptop))).toEqual(new Set([200]));

  const changed = await page.request.post("/settings?_data=routes%2Fsettings", {
    form: { intent: "password", currentPassword: "Cache#2026", newPassword: "Changed#2026-x", confirmPassword: "Changed#2026-x" },
    headers: { origin: baseURL! },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  expect(new Set(await statuses(laptop))).toEqual(new Set([401]));
  // This device stays signed in.
  expect(new Set(await statuses(page.request))).toEqual(new Set([200]));
  await laptop.dispose();
});

test("the cart badge in the server's page is right on the next page after each cart change", async ({ browser, baseURL }) => {
  // Without JavaScript the badge in the page is the server's own (no client fetch could fix it up):
  // the root renders it from the session check's cart on every page, here the home page (ADR 140).
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: "device_fingerprint", value: "cachedevice3", url: baseURL! }]);
  const page = await context.newPage();
  await register(page.request, "cachedevice3");
  const [first, second] = await Promise.all([productIdBySlug(page.request, "cerave-hydrating-facial-cleanser"), productIdBySlug(page.request, "mielle-rosemary-mint-scalp-hair-oil")]);
  const badge = async () => {
    await page.goto("/");
    const element = page.getByTestId("cart-badge");
    return (await element.count()) ? (await element.textContent())?.trim() : "none";
  };

  expect(await badge()).toBe("none");
  expect((await page.request.post("/api/cart", { data: { productId: first, quantity: 2 } })).status()).toBe(200);
  expect(await badge()).toBe("2"); // the first add made the cart (commerce's "add to my cart")
  expect((await page.request.post("/api/cart", { data: { productId: second, quantity: 1 } })).status()).toBe(200);
  expect(await badge()).toBe("3");
  const lines = (await (await page.request.get("/api/cart")).json()) as Array<{ id: string; quantity: number }>;
  expect((await page.request.put(`/api/cart/${lines[0]!.id}`, { data: { quantity: 5 } })).status()).toBe(200);
  expect(await badge()).toBe(String(5 + lines[1]!.quantity));
  expect((await page.request.delete(`/api/cart/${lines[0]!.id}`)).status()).toBe(200);
  expect(await badge()).toBe(String(lines[1]!.quantity));
  await context.close();
});
