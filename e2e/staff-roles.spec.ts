import { expect, test } from "./support/fixtures.ts";
import { MedusaAdmin, MEDUSA_URL } from "./support/medusa-admin.ts";
import { DASHBOARD_URL, dashboardSignIn, expectNoErrorBoundary, ORDER_SHIPPING_OPTION, submitFulfilmentForm } from "./support/medusa-dashboard.ts";
import { freshNetwork, fromNetwork } from "./support/network.ts";

/**
 * Issue 30 (3), staff roles in Medusa's real dashboard (ADR 225): the owner invites an assistant with
 * the Assistant role from Settings → Users; she accepts on the invite page, signs in, fulfils an
 * order from its page, and is told she may not when she saves a product's prices (nothing changes).
 */

test.describe.configure({ timeout: 180_000 });

type Json = Record<string, any>;

/** A paid-on-delivery order waiting to be packed: a draft order turned into an order, nothing fulfilled. */
async function unfulfilledOrder(admin: MedusaAdmin, variantId: string): Promise<string> {
  const [{ regions }, { sales_channels }, { shipping_options }] = await Promise.all([
    admin.call<{ regions: Json[] }>("GET", "/admin/regions?name=Ghana"),
    admin.call<{ sales_channels: Json[] }>("GET", "/admin/sales-channels?name=Default%20Sales%20Channel"),
    admin.call<{ shipping_options: Json[] }>("GET", "/admin/shipping-options"),
  ]);
  const address = { first_name: "Esi", last_name: "Owusu", address_1: "4 Oxford Street", city: "Accra", province: "Greater Accra", country_code: "gh", phone: "0244000001" };
  // The address's own delivery option (Greater Accra), as checkout would pick it.
  const option = shipping_options.find((o) => o.name === ORDER_SHIPPING_OPTION) ?? shipping_options[0]!;
  const { draft_order } = await admin.call<{ draft_order: Json }>("POST", "/admin/draft-orders", {
    region_id: regions[0]!.id,
    sales_channel_id: sales_channels[0]!.id,
    email: "esi.owusu@example.com",
    shipping_address: address,
    billing_address: address,
    items: [{ variant_id: variantId, quantity: 1 }],
    shipping_methods: [{ name: option.name, shipping_option_id: option.id, amount: 0 }],
  });
  const { order } = await admin.call<{ order: Json }>("POST", `/admin/draft-orders/${draft_order.id}/convert-to-order`, {});
  return order.id as string;
}

test("an assistant invited with her role fulfils an order in the dashboard and is refused a price change", async ({ browser }) => {
  const admin = await MedusaAdmin.signIn();
  const product = await admin.productByHandle("african-black-soap-bar");
  const orderId = await unfulfilledOrder(admin, product.variantId);
  const pricesBefore = await admin.call<{ variant: { prices: Array<{ amount: number; currency_code: string }> } }>("GET", `/admin/products/${product.id}/variants/${product.variantId}?fields=prices.amount,prices.currency_code`);
  const email = `assistant-${Date.now()}@glow.local`;
  const password = "Assistant#2026-e2e";

  // The owner (the demo staff user) invites her from Settings → Users with the Assistant role.
  const owner = await dashboardSignIn(browser);
  try {
    await owner.page.goto(`${DASHBOARD_URL}/settings/users/invite`);
    await owner.page.getByRole("textbox", { name: "Email" }).fill(email);
    await owner.page.getByRole("combobox").last().click();
    await owner.page.getByRole("option", { name: "Assistant" }).click();
    // Close the list by clicking beside it (Escape would leave the invite form).
    await owner.page.getByRole("heading", { name: "Invite User" }).click();
    await owner.page.getByRole("button", { name: "Send invite" }).click();
    await expect(owner.page.getByRole("row").filter({ hasText: email })).toBeVisible();
    await expect(owner.page.getByRole("row").filter({ hasText: email })).toContainText("Assistant");
  } finally {
    await owner.context.close();
  }
  const { invites } = await admin.call<{ invites: Array<{ email: string; token: string }> }>("GET", "/admin/invites?limit=100&fields=email,token");
  const token = invites.find((invite) => invite.email === email)!.token;

  // She accepts on the invite page (the link of the invite e-mail) and signs in.
  const context = await browser.newContext({ baseURL: MEDUSA_URL, extraHTTPHeaders: fromNetwork(freshNetwork()) });
  const page = await context.newPage();
  try {
    await page.goto(`${DASHBOARD_URL}/invite?token=${token}`);
    await page.getByPlaceholder("First Name").fill("Akosua");
    await page.getByPlaceholder("Last Name").fill("Boateng");
    await page.getByPlaceholder("Password", { exact: true }).fill(password);
    await page.getByPlaceholder("Repeat Password").fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Your account has been registered")).toBeVisible({ timeout: 30_000 });
    await page.goto(`${DASHBOARD_URL}/login`);
    await page.getByPlaceholder("Email").fill(email);
    await page.getByPlaceholder("Password").fill(password);
    await page.getByRole("button", { name: "Continue with Email" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/app") && !url.pathname.startsWith("/app/login"), { timeout: 30_000 });

    // She packs the order from its page: Medusa's own "Create Fulfillment" form.
    // The link of the order page's "Fulfill items" (items that need delivery).
    await page.goto(`${DASHBOARD_URL}/orders/${orderId}/fulfillment?requires_shipping=true`);
    await submitFulfilmentForm(page);
    await expect(page).toHaveURL(new RegExp(`/app/orders/${orderId}$`), { timeout: 30_000 });
    await expectNoErrorBoundary(page);
    await expect
      .poll(async () => (await admin.call<{ order: { fulfillments: unknown[] } }>("GET", `/admin/orders/${orderId}?fields=fulfillments.id`)).order.fulfillments.length)
      .toBe(1);

    // A price change: the product's "Edit prices" grid, a new amount, Save → the server's refusal, shown.
    await page.goto(`${DASHBOARD_URL}/products/${product.id}/prices`);
    const cell = page.locator("[data-row-index='0'][data-column-index='1']").first();
    await expect(cell).toBeVisible({ timeout: 30_000 });
    await cell.click();
    await page.keyboard.type("1");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/Your staff role \(assistant\) does not allow this/).first()).toBeVisible({ timeout: 15_000 });
    const pricesAfter = await admin.call<typeof pricesBefore>("GET", `/admin/products/${product.id}/variants/${product.variantId}?fields=prices.amount,prices.currency_code`);
    expect(pricesAfter.variant.prices).toEqual(pricesBefore.variant.prices);
  } finally {
    await context.close();
  }
});
