import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated, withConsent } from "./support/page.ts";
import { apiSignIn } from "./support/session.ts";

/**
 * The mobile side menu (spec §2 "Header and menus", issue 15): a side sheet with a Main Navigation
 * group and an Account group, focus trapped, closed by Escape and by navigation, the spec's
 * signed-in/out entries and sign-out toasts — and a `<details>` popover that works before JavaScript.
 * A phone-sized window in both projects (the menu is hidden on wide screens).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const MAIN = ["Home", "Products", "Contact", "Help", "Book Consultation", "Sale"];
const toast = (page: Page) => page.locator("[data-variant]").first();

async function openSheet(page: Page) {
  await page.getByTestId("mobile-menu-button").click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe("with JavaScript", () => {
  test("signed out: both groups, focus trapped, Escape and navigation close it", async ({ page }) => {
    await withConsent(page);
    await page.goto("/help");
    await hydrated(page);
    let sheet = await openSheet(page);
    // The popover fallback stays closed: the sheet replaced it.
    expect(await page.getByTestId("mobile-menu-fallback").evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    const main = sheet.getByRole("navigation", { name: "Main Navigation" });
    await expect(main.getByRole("heading", { name: "Main Navigation" })).toBeVisible();
    await expect(main.getByRole("link")).toHaveText(MAIN);
    const account = sheet.getByRole("navigation", { name: "Account" });
    await expect(account.getByRole("link")).toHaveText(["Sign In", "Sign Up"]);
    await expect(account.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await expect(account.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/auth?tab=signup");
    await expect(main.getByRole("link", { name: "Help" })).toHaveAttribute("aria-current", "page");

    // Focus is trapped: tabbing more times than the sheet has stops never leaves it.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    }
    // Escape closes it and gives focus back to the Menu button.
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId("mobile-menu-button")).toBeFocused();

    // A link navigates on the client and closes the sheet; the new page starts at the top.
    await page.evaluate(() => window.scrollTo(0, 600));
    sheet = await openSheet(page);
    await sheet.getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // html has `scroll-behavior: smooth`, so the restoration's scroll to the top is animated: wait for it.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Any other navigation (here: Back) closes it too.
    sheet = await openSheet(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Sign Up opens the sign-up tab.
    sheet = await openSheet(page);
    await sheet.getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  });

  test("signed in: the account entries, then Sign Out with the spec's toasts", async ({ page, shopper: _ }) => {
    await withConsent(page);
    await page.goto("/");
    await hydrated(page);
    let sheet = await openSheet(page);
    const account = sheet.getByRole("navigation", { name: "Account" });
    await expect(account.getByRole("link")).toHaveText(["Dashboard", "Profile", "Orders", "Wishlist", "Settings"]);
    await expect(account.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Admin" })).toHaveCount(0);

    await account.getByRole("link", { name: "Orders" }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);

    // Spec §8: a failed logout → 'Sign out failed' with the server's message; still signed in.
    await page.route("**/api/logout", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "The shop could not sign you out. Please try again." }) }), { times: 1 });
    sheet = await openSheet(page);
    await sheet.getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page)).toContainText("Sign out failed");
    await expect(toast(page)).toContainText("The shop could not sign you out. Please try again.");
    await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
    await expect(page).toHaveURL(/\/orders$/);

    // Spec §2/§8: Sign Out → 'Signed out', at / at once, signed out.
    sheet = await openSheet(page);
    await sheet.getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page)).toContainText("Signed out");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    expect((await page.request.get("/api/cart")).status()).toBe(401);
    sheet = await openSheet(page);
    await expect(sheet.getByRole("navigation", { name: "Account" }).getByRole("link")).toHaveText(["Sign In", "Sign Up"]);
  });
});

test.describe("before the page has hydrated", () => {
  test("Sign Out from the popover fallback goes to / and shows 'Signed out' there", async ({ page, shopper: _ }) => {
    await withConsent(page);
    // The page's scripts are held back, so the Menu button opens the plain <details> popover.
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto("/help");
    await page.getByTestId("mobile-menu-button").click();
    const menu = page.getByRole("navigation", { name: "Main navigation (mobile)" });
    await expect(menu).toBeVisible();
    await page.unroute("**/assets/**/*.js");
    await menu.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await hydrated(page);
    await expect(toast(page)).toContainText("Signed out");
    await expect(toast(page)).toContainText("You have been signed out.");
    await expect(toast(page)).toHaveAttribute("data-variant", "default");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    expect((await page.request.get("/api/cart")).status()).toBe(401);
    // Shown once: the next page has no flash left.
    await page.reload();
    await hydrated(page);
    await expect(page.locator("[data-variant]")).toHaveCount(0);
  });
});

test.describe("before JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Menu button opens the popover with both groups; links and Sign Out work", async ({ page, newShopper }) => {
    const shopper = await newShopper();
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main navigation (mobile)" });
    await expect(menu).toBeHidden();
    await page.getByTestId("mobile-menu-button").click();
    await expect(menu).toBeVisible();
    await expect(menu.getByText("Main Navigation")).toBeVisible();
    await expect(menu.getByText("Account", { exact: true })).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([...MAIN, "Sign In", "Sign Up"]);
    await menu.getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);

    await apiSignIn(page.request, shopper.phone, shopper.password, shopper.device);
    await page.goto("/help");
    await page.getByTestId("mobile-menu-button").click();
    await expect(menu.getByRole("link")).toHaveText([...MAIN, "Dashboard", "Profile", "Orders", "Wishlist", "Settings"]);
    await menu.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});
