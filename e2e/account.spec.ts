import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { apiSignIn, registerShopper, SHOPPER, uiSignIn } from "./support/session.ts";
import { DIGIT_CODE, freshPhone, waitForCode } from "./support/sms.ts";

/**
 * Account pages against the real started shop: the seeded order history, profile and address book,
 * phone change with the code from the SMS outbox, password change, and "Sign out all devices"
 * reaching another browser. Fresh accounts for everything that changes an account; the demo
 * shopper (read only, each sign-in on a device of its own) for her seeded orders.
 */
const toast = (page: Page) => page.locator("[data-variant]").first();

/** A fresh account through the storefront's API, signed in on `device`; its phone number. */
const register = async (request: APIRequestContext, password: string, device: string, firstName = "Esi") =>
  (await registerShopper(request, device, { password, firstName, lastName: "Appiah" })).phone;

test.describe("orders", () => {
  test("the demo shopper sees her seeded orders and the details of a delivered one @mobile", async ({ page }) => {
    await apiSignIn(page.request, SHOPPER.phone, SHOPPER.password);
    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "Orders", exact: true })).toBeVisible();
    const rows = page.getByTestId("order-row");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId("orders-list")).toContainText("Delivered");
    await expect(page.getByTestId("orders-list")).toContainText("On its way");
    await expect(page.getByTestId("orders-list")).toContainText("Order placed");
    await expect(page.getByTestId("orders-list")).toContainText("GH₵");

    // Newest first: other e2e specs deliver orders to Ama too (reviews), so her seeded delivered order is the oldest one.
    await rows.filter({ hasText: "Delivered" }).last().click();
    await expect(page.getByRole("heading", { name: /^Order #\d+$/ })).toBeVisible();
    await expect(page.getByTestId("delivered-on")).toContainText(/Delivered on \d{1,2} \w{3} \d{4}/);
    await expect(page.getByTestId("payment-status")).toHaveText("Paid");
    await expect(page.getByText("Ashanti delivery")).toBeVisible();
    await expect(page.getByText("Kumasi, Ashanti")).toBeVisible();
    await expect(page.getByTestId("order-total")).toContainText("GH₵");
    const review = page.getByRole("link", { name: "Write a review" }).first();
    await expect(review).toHaveAttribute("href", /^\/products\/slug\/[a-z0-9-]+#reviews$/);

    // A shipped order cannot be reviewed yet.
    await page.goto("/orders");
    await page.getByTestId("order-row").filter({ hasText: "On its way" }).first().click();
    await expect(page.getByRole("heading", { name: /^Order #\d+$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Write a review" })).toHaveCount(0);
  });

  test("another customer's order id shows not found", async ({ page, browser }) => {
    await apiSignIn(page.request, SHOPPER.phone, SHOPPER.password);
    await page.goto("/orders");
    const href = await page.getByTestId("order-row").first().locator("a").getAttribute("href");
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await register(otherPage.request, "Other#2026", "e2eorderspeek");
    const response = await otherPage.goto(href!);
    expect(response?.status()).toBe(404);
    await expect(otherPage.getByRole("heading", { name: "Order not found" })).toBeVisible();
    await other.close();
  });
});

test.describe("profile", () => {
  test("edit details, add a delivery address, change the phone number with an SMS code", async ({ page }) => {
    await register(page.request, "Profile#2026", "e2etestdevice");
    await page.goto("/profile");
    await page.getByLabel("First name").first().fill("Adwoa");
    await page.getByLabel("Email (optional)").fill("adwoa.e2e@example.com");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(toast(page)).toContainText("Your details were saved.");
    await page.reload();
    await expect(page.getByLabel("First name").first()).toHaveValue("Adwoa");
    await expect(page.getByLabel("Email (optional)")).toHaveValue("adwoa.e2e@example.com");

    await page.getByRole("link", { name: "Add an address" }).click();
    const form = page.getByRole("form", { name: "Add an address" });
    await form.getByLabel("Label (optional)").fill("Home");
    await form.getByLabel("Region").selectOption("Ashanti");
    await form.getByLabel("City or town").fill("Kumasi");
    await form.getByLabel("Area and street").fill("Asokwa, Hudson Road");
    await form.getByLabel("Ghana Post GPS (optional)").fill("ak 039 5028");
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(toast(page)).toContainText("Your new address was added.");
    const card = page.getByTestId("address-card").first();
    await expect(card).toContainText("Home");
    await expect(card).toContainText("Default");
    await expect(card).toContainText("AK-039-5028");

    // A bad GPS address is refused with the schema's sentence.
    await page.getByRole("link", { name: "Add an address" }).click();
    const second = page.getByRole("form", { name: "Add an address" });
    await second.getByLabel("Region").selectOption("Volta");
    await second.getByLabel("City or town").fill("Ho");
    await second.getByLabel("Area and street").fill("Bankoe");
    await second.getByLabel("Ghana Post GPS (optional)").fill("12345");
    await second.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText(/Ghana Post GPS address must look like/)).toBeVisible();

    const newPhone = freshPhone("050");
    await page.goto("/profile");
    await page.getByLabel("New phone number").fill(newPhone);
    const since = Date.now();
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(toast(page)).toContainText("Verification Code Sent");
    const code = await waitForCode(newPhone, DIGIT_CODE, since);
    await page.getByLabel(`Code sent to ${newPhone}`).fill(code);
    // Moving the account to another number needs the current password too (issue 14, ADR 086).
    await page.getByLabel("Current password").fill("Not-my-password#1");
    await page.getByRole("button", { name: "Confirm new number" }).click();
    await expect(page.getByText("Your current password is not right.").first()).toBeVisible();
    await page.getByLabel(`Code sent to ${newPhone}`).fill(code);
    await page.getByLabel("Current password").fill("Profile#2026");
    await page.getByRole("button", { name: "Confirm new number" }).click();
    await expect(toast(page)).toContainText(`Your phone number is now ${newPhone}`);
    await expect(page.getByTestId("current-phone")).toHaveText(newPhone);
  });
});

test.describe("settings", () => {
  test("change the password, then sign in with it", async ({ page }) => {
    const phone = await register(page.request, "Before#2026", "e2etestdevice");
    await page.goto("/settings");
    await expect(page.getByRole("button", { name: "Save settings" })).toBeVisible();
    await page.getByLabel("Current password").fill("wrong-password");
    await page.getByLabel("New password", { exact: true }).fill("After#2026");
    await page.getByLabel("Confirm new password").fill("After#2026");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page)).toContainText("Your current password is not right.");
    // Each refusal is shown under the field it is about.
    await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Current password").fill("Before#2026");
    await page.getByLabel("New password", { exact: true }).fill("Password1");
    await page.getByLabel("Confirm new password").fill("Password1");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(/one of the most common passwords/);
    await expect(page.getByLabel("Current password")).not.toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Current password").fill("Before#2026");
    await page.getByLabel("New password", { exact: true }).fill("After#2026");
    await page.getByLabel("Confirm new password").fill("After#2026");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page)).toContainText("Your password was changed");

    await page.getByTestId("account-menu-trigger").click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    await uiSignIn(page, phone, "After#2026");
    await page.goto("/settings");
    await expect(page.getByTestId("device")).toHaveCount(1);
    await expect(page.getByTestId("device").first()).toContainText("This device");
  });

  test("Sign out all devices signs out another browser too", async ({ page, browser }) => {
    const phone = await register(page.request, "Devices#2026", "e2edevicea");
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await apiSignIn(otherPage.request, phone, "Devices#2026", "e2edeviceb");
    await otherPage.goto("/dashboard");
    await expect(otherPage.getByRole("heading", { name: /, Esi$/ })).toBeVisible();

    await page.goto("/settings");
    await expect(page.getByTestId("device")).toHaveCount(2);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Sign out all devices" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");

    await otherPage.goto("/dashboard");
    await otherPage.waitForURL((url) => url.pathname === "/auth");
    await other.close();
  });

  test("delete the account: typed confirmation and password, then the number no longer signs in", async ({ page }) => {
    const phone = await register(page.request, "Leaving#2026", "e2etestdevice");
    await page.goto("/settings");
    await page.getByText("I want to delete my account").click();
    await page.getByLabel("Type DELETE to confirm").fill("delete");
    await page.getByLabel("Your password").fill("Leaving#2026");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(toast(page)).toContainText("Your Glow account was deleted.");
    await page.waitForURL((url) => url.pathname === "/");
    const login = await page.request.post("/api/login", { data: { phoneNumber: phone, password: "Leaving#2026", deviceFingerprint: "e2etestdevice" } });
    expect(login.status()).toBe(401);
  });
});

test.describe("dashboard and account setup", () => {
  test("a new account sees what it lacks, can skip it, and the dashboard shows counts", async ({ page }) => {
    await register(page.request, "Setup#2026", "e2etestdevice", "Yaa");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: /^Good (morning|afternoon|evening), Yaa$/ })).toBeVisible();
    await expect(page.getByTestId("orders-count")).toHaveText("0");
    await page.getByRole("link", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("heading", { name: "1. Add your email" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "2. Save a delivery address" })).toBeVisible();
    await page.getByRole("button", { name: "Skip for now" }).first().click();
    await expect(page.getByRole("heading", { name: "1. Save a delivery address" })).toBeVisible();
    await page.getByRole("button", { name: "Skip for now" }).click();
    await expect(page.getByRole("heading", { name: "You're all set" })).toBeVisible();
  });
});

test.describe("the account menu before the page has hydrated", () => {
  test("the avatar is a link to the dashboard, so a tap is not lost; once hydrated it opens the menu", async ({ page, shopper }) => {
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto("/help");
    const trigger = page.getByTestId("account-menu-trigger");
    await expect(trigger).toHaveAttribute("href", "/dashboard");
    await trigger.click();
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard");

    await page.unroute("**/assets/**/*.js");
    await page.goto("/help");
    await page.waitForLoadState("networkidle");
    await trigger.click();
    await expect(page.getByRole("menu")).toContainText(`${shopper.firstName} ${shopper.lastName}`);
    await expect(page).toHaveURL((url) => url.pathname === "/help");
  });
});
