import { expect, test, type Page } from "@playwright/test";
import { freshNetwork, fromNetwork } from "./support/network.ts";
import { hydrated } from "./support/page.ts";
import { registerShopper } from "./support/session.ts";
import { DIGIT_CODE, waitForCode } from "./support/sms.ts";

/**
 * The Sign In form's code step (spec §4, ADR 086): an account that asks for a code on new devices,
 * signing in from a browser it has never used, at the production code limits.
 */

const toast = (page: Page) => page.locator("[data-variant]").first();

test("ask for a code on new devices: the Sign In form asks for the SMS code; a wrong code is refused, the right one signs in", async ({ browser, baseURL }) => {
  const password = "Adwoa#Code-2026";
  // The owner, on the device they signed up with, turns the setting on in /settings.
  const home = await browser.newContext({ extraHTTPHeaders: fromNetwork(freshNetwork()) });
  await home.addCookies([{ name: "device_fingerprint", value: "codestephome", url: baseURL! }]);
  const settings = await home.newPage();
  const { phone } = await registerShopper(settings.request, "codestephome", { password, firstName: "Adwoa" });
  await settings.goto("/settings");
  const security = settings.locator("#security");
  await security.getByLabel("Ask for a code on new devices").check();
  // The form asks for the current password when the change needs it (ADR 086): give it whenever it is there.
  const currentPassword = security.getByLabel("Current password");
  if (await currentPassword.count()) await currentPassword.fill(password);
  await security.getByRole("button", { name: "Save settings" }).click();
  await expect(settings.getByText("Your settings were saved.").first()).toBeVisible();
  await home.close();

  // A browser this account has never used.
  const away = await browser.newContext({ extraHTTPHeaders: fromNetwork(freshNetwork()) });
  const page = await away.newPage();
  await page.goto("/auth");
  await hydrated(page); // the code step is the form's JavaScript (without it the form posts to /auth)
  await page.getByLabel("Phone number").fill(phone);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const sentAfter = Date.now();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast(page)).toContainText("Verification Code Sent");
  await expect(page.getByText(`Enter the 6-digit code we sent to ${phone}.`)).toBeVisible();
  await expect(page.getByText(/Code expires in (10:00|9:5\d)/)).toBeVisible();
  // Not signed in yet: the password alone was not enough.
  expect((await page.request.get("/api/user")).status()).toBe(401);

  const code = await waitForCode(phone, DIGIT_CODE, sentAfter);
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("Verification code").fill(wrong);
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(toast(page)).toContainText("Sign in failed");
  await expect(toast(page)).toContainText("That code is not right or has expired. Please check it or ask for a new one.");
  expect((await page.request.get("/api/user")).status()).toBe(401);

  // The code as people copy it from an SMS (with a dash): non-digits are dropped.
  await page.getByLabel("Verification code").fill(`${code.slice(0, 3)}-${code.slice(3)}`);
  await expect(page.getByLabel("Verification code")).toHaveValue(code);
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(toast(page)).toContainText("Welcome back!");
  await page.waitForURL((url) => url.pathname === "/", { timeout: 8000 });
  await expect(page.getByTestId("account-menu-trigger")).toHaveText("A");
  expect((await page.request.get("/api/user")).status()).toBe(200);

  // "Trust this device" was on: the next sign-in from this browser needs no code.
  expect((await page.request.post("/api/logout", { data: {} })).status()).toBe(200);
  await page.goto("/auth");
  await hydrated(page);
  await page.getByLabel("Phone number").fill(phone);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast(page)).toContainText("Welcome back!");
  await page.waitForURL((url) => url.pathname === "/", { timeout: 8000 });
  await away.close();
});
