import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { productIdBySlug, uiSignIn } from "./support/session.ts";
import { OUTBOX } from "./support/sms.ts";
import { withConsent } from "./support/page.ts";


function orderSms(displayId: string): { to: string; body: string } | undefined {
  if (!fs.existsSync(OUTBOX)) return undefined;
  return fs
    .readFileSync(OUTBOX, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; body: string })
    // The placed text names the lines between the number and "is confirmed" (ADR 205).
    .find((sms) => sms.body.startsWith("Glow: ") && new RegExp(`Order #${displayId}\\b[^#]*? is confirmed`).test(sms.body));
}

/** Fills the delivery address form (the one below any saved addresses). */
async function fillAddress(page: Page, values: Partial<Record<"phone" | "region" | "city" | "area" | "landmark" | "gps", string>>) {
  const form = page.getByRole("form", { name: "Contact and delivery address" });
  if (values.phone !== undefined) await form.getByLabel("Phone number").fill(values.phone);
  if (values.region !== undefined) await form.getByLabel("Region").selectOption(values.region);
  if (values.city !== undefined) await form.getByLabel("City or town").fill(values.city);
  if (values.area !== undefined) await form.getByLabel("Area and street").fill(values.area);
  if (values.landmark !== undefined) await form.getByLabel("Landmark (optional)").fill(values.landmark);
  if (values.gps !== undefined) await form.getByLabel("Ghana Post GPS (optional)").fill(values.gps);
  return form;
}

test.describe("checkout", () => {
  // A whole purchase is a dozen server round trips: on a loaded 2-core machine that exceeds 30 s.
  test.describe.configure({ timeout: 120_000 });

  test("full purchase from the product page to the success page with pay on delivery, confirmed by SMS", async ({ page, newShopper }) => {
    await withConsent(page);
    const shopper = await newShopper({ firstName: "Ama", lastName: "Mensah" });
    await uiSignIn(page, shopper.phone, shopper.password);
    expect(await (await page.request.get("/api/cart")).json()).toEqual([]);

    await page.goto("/products/slug/palmers-cocoa-butter-formula-lotion");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");

    await page.goto("/cart");
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();

    // Step 1: name and phone come from the account.
    const form = await fillAddress(page, { region: "Greater Accra", city: "Accra", area: "East Legon, Lagos Avenue", landmark: "Opposite A&C Mall", gps: "ga1838164" });
    await expect(form.getByLabel("First name")).toHaveValue("Ama");
    await expect(form.getByLabel("Phone number")).toHaveValue(shopper.phone);
    await form.getByRole("button", { name: "Continue to delivery" }).click();

    // Step 2: GHS delivery prices for Greater Accra.
    const delivery = page.getByRole("form", { name: "Delivery method" });
    await expect(delivery.getByText("Accra delivery")).toBeVisible();
    await expect(delivery).toContainText("GH₵30.00");
    await expect(delivery).toContainText("Store pickup (Osu)");
    await delivery.getByLabel(/Accra delivery/).check();
    await delivery.getByRole("button", { name: "Continue to payment" }).click();

    // Step 3: pay on delivery.
    const payment = page.getByRole("form", { name: "Payment method" });
    await payment.getByLabel(/Pay on delivery/).check();
    await payment.getByRole("button", { name: "Continue to review" }).click();
    await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();

    // Step 4: review with totals, resumable after a reload.
    await page.reload();
    const summary = page.getByRole("complementary", { name: "Order summary" });
    await expect(summary).toContainText("Cocoa Butter Formula Body Lotion × 1");
    await expect(summary).toContainText("Subtotal");
    await expect(summary).toContainText("GH₵99.00");
    await expect(summary).toContainText("GH₵30.00");
    await expect(summary).toContainText("GH₵129.00");
    await expect(page.getByText("GA-183-8164")).toBeVisible();
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?order=order_/);
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
    const intro = await page.getByText(/Order number #\d+ is confirmed/).textContent();
    const displayId = /#(\d+)/.exec(intro ?? "")![1]!;
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(page.getByText(/Pay GH₵129\.00 in cash or by mobile money/)).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Order totals" })).toContainText("GH₵129.00");
    await expect(page.getByText("Accra delivery")).toBeVisible();

    await expect.poll(() => orderSms(displayId)?.to, { timeout: 15_000 }).toMatch(new RegExp(`^(\\+233${shopper.phone.slice(1)}|${shopper.phone})$`));
    expect(orderSms(displayId)!.body).toContain("GH₵ 129.00");

    // The customer starts again with a fresh, empty cart.
    expect(await (await page.request.get("/api/cart")).json()).toEqual([]);
    await page.goto("/checkout");
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
  });

  test("another address starts empty: the saved address's landmark and GPS do not go with it", async ({ page, shopper }) => {
    await withConsent(page);
    await page.request.post("/api/cart", { data: { productId: await productIdBySlug(page.request, "palmers-cocoa-butter-formula-lotion"), quantity: 1 } });
    // The first order's address, saved to the address book (the box is ticked for a first address).
    await page.goto("/checkout");
    const first = await fillAddress(page, { region: "Greater Accra", city: "Accra", area: "East Legon, Lagos Avenue", landmark: "Opposite A&C Mall", gps: "ga1838164" });
    await first.getByRole("button", { name: "Continue to delivery" }).click();
    await expect(page.getByRole("form", { name: "Delivery method" })).toBeVisible({ timeout: 30_000 });

    // Back to the address: the saved one is the choice above, and "another address" is blank.
    await page.goto("/checkout?edit=address");
    const saved = page.getByRole("form", { name: "Your saved addresses" });
    await expect(saved.getByRole("radio")).toBeChecked();
    await expect(saved).toContainText("Opposite A&C Mall");
    const another = page.getByRole("form", { name: "Contact and delivery address" });
    for (const label of ["Landmark (optional)", "Ghana Post GPS (optional)", "Area and street", "City or town"]) await expect(another.getByLabel(label)).toHaveValue("");
    await expect(another.getByLabel("Region")).toHaveValue("");
    // The contact stays the account's.
    await expect(another.getByLabel("First name")).toHaveValue(shopper.firstName);
    await expect(another.getByLabel("Phone number")).toHaveValue(shopper.phone);

    await fillAddress(page, { region: "Ashanti", city: "Kumasi", area: "Adum, Prempeh II Street" });
    await another.getByRole("button", { name: "Continue to delivery" }).click();
    await expect(page.getByRole("form", { name: "Delivery method" })).toBeVisible({ timeout: 30_000 });
    // What goes with the order: the new address alone.
    const chosen = page.getByText("Adum, Prempeh II Street · Kumasi, Ashanti");
    await expect(chosen).toBeVisible();
    await expect(page.getByText("Opposite A&C Mall")).toHaveCount(0);
    await expect(page.getByText("GA-183-8164")).toHaveCount(0);
  });

  test("shows the server's validation errors next to the fields and keeps what was typed", async ({ page, shopper: _ }) => {
    await withConsent(page);
    await page.request.post("/api/cart", { data: { productId: await productIdBySlug(page.request, "palmers-cocoa-butter-formula-lotion"), quantity: 1 } });
    await page.goto("/checkout?edit=address");
    const form = await fillAddress(page, { phone: "12345", region: "", city: "Kumasi", area: "", gps: "nowhere" });
    await form.getByRole("button", { name: "Continue to delivery" }).click();
    await expect(page.getByText("Phone number must be in format 0XXXXXXXXX (10 digits starting with 0)")).toBeVisible();
    await expect(page.getByText("Please choose a region.")).toBeVisible();
    await expect(page.getByText("Please enter the area and street.")).toBeVisible();
    await expect(page.getByText(/Ghana Post GPS address must look like GA-183-8164/)).toBeVisible();
    await expect(form.getByLabel("City or town")).toHaveValue("Kumasi");
    await expect(form.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("checkout without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 120_000 });

  test("every step is a plain form: address, delivery, payment and Place order work before scripts load", async ({ page, shopper: _ }) => {
    await page.request.post("/api/cart", { data: { productId: await productIdBySlug(page.request, "palmers-cocoa-butter-formula-lotion"), quantity: 2 } });
    await page.goto("/checkout?edit=address");
    const form = await fillAddress(page, { region: "Ashanti", city: "Kumasi", area: "Adum, Prempeh II Street", gps: "" });
    await form.getByRole("button", { name: "Continue to delivery" }).click();
    const delivery = page.getByRole("form", { name: "Delivery method" });
    // Outside Greater Accra: the region's own delivery or pickup, no Accra rider.
    await expect(delivery).toContainText("Ashanti delivery");
    await expect(delivery).not.toContainText("Accra delivery");
    await delivery.getByLabel(/Store pickup/).check();
    await delivery.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("form", { name: "Payment method" }).getByRole("button", { name: "Continue to review" }).click();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=order_/);
    await expect(page.getByText(/ready to collect at our Osu store/)).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Order totals" })).toContainText("GH₵198.00");
  });
});
