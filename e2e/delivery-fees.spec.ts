import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { MedusaAdmin } from "./support/medusa-admin.ts";
import { dashboardSignIn, openDashboard } from "./support/medusa-dashboard.ts";
import { withConsent } from "./support/page.ts";
import { productIdBySlug } from "./support/session.ts";

/**
 * Issue 29 (3), delivery fees by region (ADR 202): staff price regions in Medusa's real dashboard
 * (our Delivery fees page), and the shopper's checkout offers exactly their region's fee with the
 * cheapest delivery chosen, and product pages state the fees. Only Ashanti and Northern are changed
 * (no other spec reads their amounts), and they are put back afterwards.
 */

type FeeRow = { zone: string; amount: number | null; free_over: number | null };
const ASHANTI = "GH-AH";
const NORTHERN = "GH-NP";
const FEES = { ashanti: 47, northern: 85, northernFreeOver: 900 };

test.describe.configure({ timeout: 150_000 });

async function fillAddress(page: Page, region: string, city: string, area: string) {
  await page.goto("/checkout?edit=address");
  const form = page.getByRole("form", { name: "Contact and delivery address" });
  await form.getByLabel("Region").selectOption(region);
  await form.getByLabel("City or town").fill(city);
  await form.getByLabel("Area and street").fill(area);
  await form.getByRole("button", { name: "Continue to delivery" }).click();
  return page.getByRole("form", { name: "Delivery method" });
}

test("staff set regional fees in the dashboard; Kumasi and Tamale shoppers get their region's fee, cheapest preselected; product pages show the fees", async ({ browser, page, shopper: _ }) => {
  const admin = await MedusaAdmin.signIn();
  const before = (await admin.call<{ fees: FeeRow[] }>("GET", "/admin/glow/delivery-fees")).fees.filter((f) => f.zone === ASHANTI || f.zone === NORTHERN);
  const { context, page: dashboard } = await dashboardSignIn(browser);
  try {
    // Staff: the Delivery fees page lists the 16 regions and pickup; set Ashanti's and Northern's fees.
    await openDashboard(dashboard, "/delivery-fees", "Delivery fees");
    await expect(dashboard.getByRole("textbox", { name: /fee$/ })).toHaveCount(17);
    await expect(dashboard.getByRole("textbox", { name: "Greater Accra fee" })).toHaveValue("30");
    await dashboard.getByRole("textbox", { name: "Ashanti fee" }).fill(String(FEES.ashanti));
    await dashboard.getByRole("textbox", { name: "Northern fee" }).fill(String(FEES.northern));
    await dashboard.getByRole("textbox", { name: "Northern free delivery over" }).fill(String(FEES.northernFreeOver));
    await dashboard.getByRole("button", { name: "Save delivery fees" }).click();
    await expect(dashboard.getByText("Delivery fees saved")).toBeVisible();
    // Stored: a fresh load shows them.
    await openDashboard(dashboard, "/delivery-fees", "Delivery fees");
    await expect(dashboard.getByRole("textbox", { name: "Ashanti fee" })).toHaveValue(String(FEES.ashanti));
    await expect(dashboard.getByRole("textbox", { name: "Northern free delivery over" })).toHaveValue(String(FEES.northernFreeOver));

    // A shopper in Kumasi: Ashanti's fee and pickup only, Ashanti delivery chosen (not the free pickup in Osu).
    await withConsent(page);
    await page.request.post("/api/cart", { data: { productId: await productIdBySlug(page.request, "african-black-soap-bar"), quantity: 1 } });
    let delivery = await fillAddress(page, "Ashanti", "Kumasi", "Adum, Prempeh II Street");
    await expect(delivery.getByRole("radio")).toHaveCount(2);
    await expect(delivery.getByRole("radio", { name: /Ashanti delivery/ })).toBeChecked();
    await expect(delivery.getByText("Ashanti delivery")).toBeVisible();
    await expect(delivery).toContainText(`GH₵${FEES.ashanti}.00`);
    await expect(delivery).toContainText("Store pickup (Osu)");
    await expect(delivery).not.toContainText("Accra delivery");
    await expect(delivery).not.toContainText("Northern delivery");

    // She moves to Tamale: the options follow the address, Northern's fee chosen, with its threshold.
    delivery = await fillAddress(page, "Northern", "Tamale", "Lamashegu, Bolgatanga Road");
    await expect(delivery.getByRole("radio")).toHaveCount(2);
    await expect(delivery.getByRole("radio", { name: /Northern delivery/ })).toBeChecked();
    await expect(delivery).toContainText(`GH₵${FEES.northern}.00`);
    await expect(delivery).toContainText(`Free for orders over GH₵${FEES.northernFreeOver}.00`);
    await expect(delivery).not.toContainText("Ashanti delivery");
    // The preselected choice is what is saved when she continues.
    await delivery.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("form", { name: "Payment method" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Order summary" })).toContainText(`GH₵${FEES.northern}.00`);

    // The product page's delivery line comes from the same fees (the storefront caches them for 5 s).
    await expect(async () => {
      await page.goto("/products/slug/kumasi-shea-raw-unrefined-butter");
      await expect(page.getByTestId("delivery-line")).toContainText(`Delivery from GH₵30 (Greater Accra) to GH₵${FEES.northern}`, { timeout: 1_000 });
    }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
    const line = page.getByTestId("delivery-line");
    await expect(line).toContainText(`free delivery in Northern over GH₵${FEES.northernFreeOver}`);
    await expect(line).toContainText("free pickup in Osu");
  } finally {
    await admin.call("POST", "/admin/glow/delivery-fees", { fees: before.map((f) => ({ zone: f.zone, amount: f.amount, free_over: f.free_over })) });
    await context.close();
  }
});
