import fs from "node:fs/promises";
import { expect, test } from "./support/fixtures.ts";
import { MedusaAdmin } from "./support/medusa-admin.ts";
import { dashboardSignIn, openDashboard } from "./support/medusa-dashboard.ts";
import { parseCsv } from "@glow/shop-contracts/test-csv";

/**
 * Issue 30 (4, 5), month-end numbers in Medusa's real dashboard (ADR 215): staff open Reports,
 * download the orders of the range as CSV and find a shopper's order line in it with her phone; the
 * sales add the order; the customer search finds the demo shopper by the number she gives on the
 * phone, 0244000001 (stored as +233244000001).
 */

test.describe.configure({ timeout: 150_000 });

test("staff download the orders as CSV from Reports and find a shopper's line; the customer search finds 0244000001", async ({ browser, shopper }) => {
  const admin = await MedusaAdmin.signIn();
  const product = await admin.productByHandle("african-black-soap-bar");
  const orderId = await admin.deliveredOrder({ id: shopper.id, email: shopper.email }, product.variantId);
  const { order } = await admin.call<{ order: { display_id: number } }>("GET", `/admin/orders/${orderId}?fields=display_id`);

  const { context, page } = await dashboardSignIn(browser);
  try {
    await openDashboard(page, "/reports", "Reports");
    await expect(page.getByTestId("sales-totals")).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download orders (CSV)" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^glow-orders-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await fs.readFile((await download.path())!, "utf8");
    const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ""));
    const col = (name: string) => header!.indexOf(name);
    const line = rows.find((r) => r[col("Order")] === String(order.display_id));
    expect(line, `order #${order.display_id} in the CSV`).toBeDefined();
    expect(line![col("Customer")]).toBe(`${shopper.firstName} ${shopper.lastName}`);
    expect(line![col("Phone (local)")]).toBe(shopper.phone);
    expect(line![col("Phone")]).toBe(`'+233${shopper.phone.slice(1)}`);
    expect(line![col("Item")]).toBe(product.title);
    expect(line![col("Quantity")]).toBe("1");
    expect(line![col("Line total (GHS)")]).toMatch(/^\d+\.\d{2}$/);
    expect(line![col("Delivery region")]).toBe("Greater Accra");

    // The customer calls from 0244000001: the dashboard's own customer search finds Ama.
    await openDashboard(page, "/customers", "Customers");
    await page.getByPlaceholder("Search").first().fill("0244000001");
    await expect(page).toHaveURL(/q=0244000001/);
    await expect(page.getByRole("row").filter({ hasText: "ama.mensah@example.com" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("Medusa's own Export on the Orders page ends in a file staff can download from the notification", async ({ browser, shopper }) => {
  const admin = await MedusaAdmin.signIn();
  const product = await admin.productByHandle("african-black-soap-bar");
  const orderId = await admin.deliveredOrder({ id: shopper.id, email: shopper.email }, product.variantId);
  const { order } = await admin.call<{ order: { display_id: number } }>("GET", `/admin/orders/${orderId}?fields=display_id`);
  const exportsBefore = async () =>
    (await admin.call<{ notifications: Array<{ id: string; data?: { title?: string; file?: { url?: string } } }> }>("GET", "/admin/notifications?channel=feed&limit=100")).notifications.filter(
      (n) => n.data?.title === "Order export" && n.data.file?.url,
    ).length;
  const before = await exportsBefore();

  const { context, page } = await dashboardSignIn(browser);
  try {
    await openDashboard(page, "/orders/export", "Export Order List");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await expect(page.getByText("Export started").first()).toBeVisible();
    // The export runs in the background; its notification carries the link.
    await expect.poll(exportsBefore, { timeout: 60_000 }).toBeGreaterThan(before);

    // The bell in the top bar opens the notifications; the newest export's download link.
    await openDashboard(page, "/orders", "Orders");
    await page.locator('button[aria-haspopup="dialog"]').filter({ has: page.locator("svg") }).last().click();
    const drawer = page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: "Notifications" }) });
    const link = drawer.locator("a[download]").first();
    await expect(link).toHaveAttribute("href", /\/admin\/glow\/private-files\/private-\d+-\d+-order-exports\.csv$/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/order-exports\.csv$/);
    const text = await fs.readFile((await download.path())!, "utf8");
    // Medusa's own columns, one row per order: ours is in it.
    const rows = parseCsv(text.replace(/^\uFEFF/, "").replace(/\r?\n/g, "\r\n"));
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.some((row) => row.includes(String(order.display_id)))).toBe(true);
  } finally {
    await context.close();
  }
});
