import type { Page } from "@playwright/test";
import { expect, test, type Shopper } from "./support/fixtures.ts";
import { MedusaAdmin } from "./support/medusa-admin.ts";
import { dashboardSignIn, DASHBOARD_URL, expectNoErrorBoundary, openDashboard, ORDER_SHIPPING_OPTION, submitFulfilmentForm } from "./support/medusa-dashboard.ts";
import { outboxDrained, smsTo } from "./support/sms.ts";

/**
 * Issue 30 (1), ADR 205: staff fulfil and ship an order in Medusa's real dashboard (/app) and the
 * shopper gets one SMS per step through the Notification module; with the dashboard's own "Send
 * notification" switch off, none. The order page's "SMS to the customer" widget shows what was sent,
 * and the shopper's order page lists the same steps.
 */

// Dashboard pages take seconds each on a busy 2-core machine.
test.describe.configure({ timeout: 300_000 });

const PRODUCT = "kumasi-shea-raw-unrefined-butter";

/** An order of the shopper's, as staff place one for a customer on the phone (draft order → order). */
async function orderFor(shopper: Shopper): Promise<string> {
  const admin = await MedusaAdmin.signIn();
  const { variantId } = await admin.productByHandle(PRODUCT);
  const [{ regions }, { sales_channels }, { shipping_options }] = await Promise.all([
    admin.call<{ regions: Array<{ id: string }> }>("GET", "/admin/regions?name=Ghana"),
    admin.call<{ sales_channels: Array<{ id: string }> }>("GET", "/admin/sales-channels?name=Default%20Sales%20Channel"),
    admin.call<{ shipping_options: Array<{ id: string; name: string }> }>("GET", "/admin/shipping-options"),
  ]);
  const option = shipping_options.find((o) => o.name === ORDER_SHIPPING_OPTION) ?? shipping_options[0]!;
  const address = { first_name: shopper.firstName, last_name: shopper.lastName, address_1: "4 Oxford Street", city: "Accra", province: "Greater Accra", country_code: "gh", phone: shopper.phone };
  const { draft_order } = await admin.call<{ draft_order: { id: string } }>("POST", "/admin/draft-orders", {
    region_id: regions[0]!.id,
    sales_channel_id: sales_channels[0]!.id,
    customer_id: shopper.id,
    email: shopper.email,
    shipping_address: address,
    billing_address: address,
    items: [{ variant_id: variantId, quantity: 1 }],
    shipping_methods: [{ name: option.name, shipping_option_id: option.id, amount: 30 }],
  });
  const { order } = await admin.call<{ order: { id: string } }>("POST", `/admin/draft-orders/${draft_order.id}/convert-to-order`, {});
  return order.id;
}

/** The dashboard's own switch on the fulfilment and shipment forms. */
async function setSendNotification(page: Page, on: boolean): Promise<void> {
  const toggle = page.getByRole("switch").first();
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute("aria-checked")) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", String(on));
}

/** Fulfil every line, then mark the fulfilment shipped, through the dashboard's forms. */
async function fulfilAndShip(page: Page, orderId: string, sendNotification: boolean): Promise<void> {
  // The order page's "Unfulfilled Items" menu → "Fulfill items" opens the dashboard's fulfilment form.
  // The first dashboard page of a fresh server loads its chunks, which takes more than openDashboard's
  // 30 s on a busy 2-core machine: wait for it here first.
  await page.goto(`${DASHBOARD_URL}/orders/${orderId}`);
  await expect(page.getByRole("heading", { name: "Unfulfilled Items" })).toBeVisible({ timeout: 120_000 });
  await openDashboard(page, `/orders/${orderId}`, "Unfulfilled Items");
  await page.getByRole("heading", { name: "Unfulfilled Items" }).locator("xpath=..").getByRole("button").last().click();
  await page.getByRole("menuitem", { name: "Fulfill items" }).click();
  await expect(page.getByRole("button", { name: "Create Fulfillment" })).toBeVisible({ timeout: 60_000 });
  await setSendNotification(page, sendNotification);
  await submitFulfilmentForm(page);
  await expect(page.getByText("Fulfillment created successfully")).toBeVisible({ timeout: 30_000 });

  await openDashboard(page, `/orders/${orderId}`, "SMS to the customer");
  await page.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(page.getByText("Mark fulfillment shipped").first()).toBeVisible({ timeout: 30_000 });
  await setSendNotification(page, sendNotification);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Shipment created successfully.")).toBeVisible({ timeout: 30_000 });
  await expectNoErrorBoundary(page);
}

const bodiesTo = (phone: string) => smsTo(phone).map((sms) => sms.body);

test("staff fulfil and ship in the dashboard: the shopper gets one SMS per step, listed for staff and on the order page", async ({ browser, page, shopper }) => {
  const orderId = await orderFor(shopper);
  const { context, page: dashboard } = await dashboardSignIn(browser);
  try {
    await fulfilAndShip(dashboard, orderId, true);
    await expect.poll(() => bodiesTo(shopper.phone).filter((b) => b.includes("is packed")).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => bodiesTo(shopper.phone).filter((b) => b.includes("is on its way")).length, { timeout: 20_000 }).toBe(1);
    expect(bodiesTo(shopper.phone).find((b) => b.includes("is on its way"))).toContain(`/orders/${orderId}`);

    // Staff see both SMS as sent on the order page.
    await dashboard.reload();
    const widget = dashboard.getByTestId("order-sms");
    await expect(widget.getByTestId("order-sms-item").filter({ hasText: "Packed" })).toHaveAttribute("data-status", "success", { timeout: 20_000 });
    await expect(widget.getByTestId("order-sms-item").filter({ hasText: "On its way" })).toHaveAttribute("data-status", "success");
  } finally {
    await context.close();
  }

  // The shopper's order page lists the same steps.
  await page.goto(`/orders/${orderId}`);
  const timeline = page.getByTestId("order-timeline");
  await expect(timeline.locator("[data-step=packed]")).toContainText("Packed");
  await expect(timeline.locator("[data-step=shipped]")).toContainText("On its way");
});

test("with the dashboard's Send notification switch off, fulfilling and shipping send no SMS", async ({ browser, request, shopper }) => {
  const orderId = await orderFor(shopper);
  const { context, page: dashboard } = await dashboardSignIn(browser);
  try {
    await fulfilAndShip(dashboard, orderId, false);
  } finally {
    await context.close();
  }
  // Every SMS asked for so far has been written (a marker SMS after them arrived): none for these steps.
  await outboxDrained(request);
  expect(bodiesTo(shopper.phone).filter((b) => /is packed|is on its way/.test(b))).toEqual([]);
});
