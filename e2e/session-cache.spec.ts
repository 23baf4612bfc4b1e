import { expect, test, type Page } from "@playwright/test";
import { MedusaAdmin } from "./support/medusa-admin.ts";
import { productIdBySlug, registerShopper as register } from "./support/session.ts";
import { DIGIT_CODE, waitForCode } from "./support/sms.ts";

/**
 * The verified session summaries (ADR 088): a signed-in page no longer asks Medusa to check the
 * session on every request, but
 * - a sign-out through the storefront applies at once, even to another holder of the same cookie;
 * - a session revoked in Medusa (here by staff, through the admin API: not through the storefront)
 *   stops working within the bound, 5 s, and the shopper still gets the forced sign-out notice;
 * - the header's cart badge, now in the server's HTML of every page, is right on the very next page
 *   after each cart change (the cart summary is written by the change itself).
 */
const BOUND_MS = 5_000;
/** Slack for the polling interval and a loaded machine. */
const SLACK_MS = 1_500;
const toast = (page: Page) => page.locator("[data-variant]").first();

test("sign-out applies at once, also to a copy of the same cookie", async ({ page, playwright, baseURL }) => {
  await page.context().addCookies([{ name: "device_fingerprint", value: "cachedevice1", url: baseURL! }]);
  await register(page.request, "cachedevice1");
  // A second holder of the very same cookie (another tab or process of this device), summary warm.
  const copy = await playwright.request.newContext({ baseURL, storageState: await page.context().storageState() });
  expect((await copy.get("/api/user")).status()).toBe(200);
  expect((await page.request.get("/api/user")).status()).toBe(200);

  expect((await page.request.post("/api/logout", { data: {} })).status()).toBe(200);
  // No waiting for the bound: the storefront made the change, so it forgot the summary itself.
  expect((await copy.get("/api/user")).status()).toBe(401);
  await copy.dispose();
});

test("a password reset signs every device out at once: 4 parallel reads right after it are all refused", async ({ page, playwright, baseURL }) => {
  await page.context().addCookies([{ name: "device_fingerprint", value: "cachedevice3", url: baseURL! }]);
  const shopper = await register(page.request, "cachedevice3");
  expect((await page.request.get("/api/user")).status()).toBe(200); // the summary is warm now
  // "Forgot password" from another browser, which has no session.
  const stranger = await playwright.request.newContext({ baseURL });
  const since = Date.now();
  expect((await stranger.post("/api/auth/send-password-reset-otp", { data: { phoneNumber: shopper.phone } })).status()).toBe(200);
  const otpCode = await waitForCode(shopper.phone, DIGIT_CODE, since);
  expect((await stranger.post("/api/auth/verify-password-reset-otp", { data: { phoneNumber: shopper.phone, otpCode } })).status()).toBe(200);
  expect((await stranger.post("/api/auth/reset-password", { data: { phoneNumber: shopper.phone, newPassword: "Brand-new#2026" } })).status()).toBe(200);
  // No waiting for the bound: the reset named the customer, so every cached check of theirs is gone.
  const reads = await Promise.all(Array.from({ length: 4 }, () => page.request.get("/api/user")));
  expect(reads.map((r) => r.status())).toEqual([401, 401, 401, 401]);
  await stranger.dispose();
});

test("a session revoked in Medusa stops working within 5 s, with the forced sign-out notice", async ({ page, playwright, baseURL }) => {
  await page.context().addCookies([{ name: "device_fingerprint", value: "cachedevice2", url: baseURL! }]);
  const shopper = await register(page.request, "cachedevice2");
  // A copy of the cookie polls, so that the page's own cookie is still there for the notice.
  const poller = await playwright.request.newContext({ baseURL, storageState: await page.context().storageState() });
  expect((await poller.get("/api/user")).status()).toBe(200); // the summary is warm now

  const admin = await MedusaAdmin.signIn();
  await admin.call("POST", `/admin/phone-auth/customers/${shopper.id}/sessions/revoke`, {});
  const revokedAt = Date.now();
  let status = 200;
  let body: Record<string, unknown> = {};
  while (Date.now() - revokedAt < BOUND_MS + SLACK_MS) {
    const answer = await poller.get("/api/user");
    status = answer.status();
    if (status !== 200) {
      body = (await answer.json()) as Record<string, unknown>;
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const tookMs = Date.now() - revokedAt;
  test.info().annotations.push({ type: "revocation took", description: `${tookMs} ms` });
  expect(status, `still signed in ${tookMs} ms after the revocation`).toBe(401);
  expect(tookMs).toBeLessThanOrEqual(BOUND_MS + SLACK_MS);
  expect(body).toMatchObject({ autoLogout: true, logoutAllDevices: true });

  // The page's own next load gets the forced sign-out signal and shows the spec's notice.
  await page.goto("/products");
  await expect(toast(page)).toContainText("Security Alert");
  await expect(toast(page)).toContainText("Our team signed this device out of your account.");
  expect((await page.request.get("/api/user")).status()).toBe(401);
  await poller.dispose();
});

test("the cart badge in the server's page is right on the next page after each cart change", async ({ browser, baseURL }) => {
  // Without JavaScript the badge in the page is the server's own (no client fetch could fix it up):
  // the root renders it from the cart summary on every page, here the home page (ADR 088).
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
  expect(await badge()).toBe("2"); // the first add made the cart: the summary's cart hint was empty
  expect((await page.request.post("/api/cart", { data: { productId: second, quantity: 1 } })).status()).toBe(200);
  expect(await badge()).toBe("3");
  const lines = (await (await page.request.get("/api/cart")).json()) as Array<{ id: string; quantity: number }>;
  expect((await page.request.put(`/api/cart/${lines[0]!.id}`, { data: { quantity: 5 } })).status()).toBe(200);
  expect(await badge()).toBe(String(5 + lines[1]!.quantity));
  expect((await page.request.delete(`/api/cart/${lines[0]!.id}`)).status()).toBe(200);
  expect(await badge()).toBe(String(lines[1]!.quantity));
  await context.close();
});
