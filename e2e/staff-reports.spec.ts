import fs from "node:fs/promises";
import { expect, test } from "./support/fixtures.ts";
import { MedusaAdmin } from "./support/medusa-admin.ts";
import { dashboardSignIn, openDashboard } from "./support/medusa-dashboard.ts";

/**
 * Issue 30 (4, 5), month-end numbers in Medusa's real dashboard (ADR 215): staff open Reports,
 * download the orders of the range as CSV and find a shopper's order line in it with her phone; the
 * sales add the order; the customer search finds the demo shopper by the number she gives on the
 * phone, 0244000001 (stored as +233244000001).
 */

test.describe.configure({ timeout: 150_000 });

/** RFC 4180 rows, as a spreadsheet reads them. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

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
