import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { MEDUSA_URL, STAFF } from "./medusa-admin.ts";

/**
 * Medusa's admin dashboard (/app) of the shop under test, in a browser, signed in as staff
 * (admin@glow.local) — for tests of the pages and widgets our plugins add to it (issue 23).
 */
export const DASHBOARD_URL = `${MEDUSA_URL}/app`;

/** What the dashboard's route error boundary shows when a page (or a widget on it) throws while rendering. */
const ERROR_BOUNDARY = /An error occurred|An unexpected error occurred while rendering this page|There is no page at this address/;

/** A browser context signed in to the dashboard through its own login form (session cookie). */
export async function dashboardSignIn(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: MEDUSA_URL });
  const page = await context.newPage();
  await page.goto(`${DASHBOARD_URL}/login`);
  await page.getByPlaceholder("Email").fill(STAFF.email);
  await page.getByPlaceholder("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/app") && !url.pathname.startsWith("/app/login"), { timeout: 30_000 });
  return { context, page };
}

/**
 * Opens a dashboard page (path under /app) and waits until it shows `heading` (a plugin page's own
 * h1, or a widget's h2): the extension rendered. Fails when the error boundary shows instead, so a
 * broken plugin admin page fails the test rather than only missing an element.
 */
export async function openDashboard(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${DASHBOARD_URL}${path}`);
  const wanted = page.getByRole("heading", { name: heading }).first();
  const broken = page.getByText(ERROR_BOUNDARY).first();
  await expect(wanted.or(broken)).toBeVisible({ timeout: 30_000 });
  await expectNoErrorBoundary(page);
  await expect(wanted).toBeVisible();
}

export async function expectNoErrorBoundary(page: Page): Promise<void> {
  await expect(page.getByText(ERROR_BOUNDARY), `the dashboard's error boundary on ${page.url()}`).toHaveCount(0);
}

/** The delivery option the e2e orders are made with (the seed's Greater Accra option). */
export const ORDER_SHIPPING_OPTION = "Accra delivery";

/**
 * Medusa's "Create Fulfillment" form preselects the order's delivery option, but it can only submit
 * once the location's option list has arrived; a click before that is refused with "Shipping option
 * is required" (on a busy machine the list takes seconds). Waits, as a person would, until the form
 * shows the option's name, then creates the fulfilment.
 */
export async function submitFulfilmentForm(page: Page, shippingOptionName = ORDER_SHIPPING_OPTION): Promise<void> {
  const form = page.getByRole("dialog");
  await expect(form.getByRole("button", { name: "Create Fulfillment" })).toBeVisible({ timeout: 60_000 });
  await expect(form.getByText(shippingOptionName, { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  await form.getByRole("button", { name: "Create Fulfillment" }).click();
}
