import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/fixtures.ts";
import { freshNetwork, fromNetwork } from "./support/network.ts";
import { apiSignIn, productIdBySlug } from "./support/session.ts";
import { hydrated, withConsent } from "./support/page.ts";
import { DASHBOARD_URL, dashboardSignIn, expectNoErrorBoundary } from "./support/medusa-dashboard.ts";
import { checkoutToReview } from "./support/checkout.ts";

/**
 * Promo codes (issue 29, ADR 201) in a real browser: the seeded GLOW10 (10 % off the order) in the
 * cart and at checkout, with Medusa's totals; its removal; the expired WELCOME5 and an unknown code
 * refused with their messages; bad input; the same before JavaScript; and guessing throttled when
 * a script fires codes in parallel, from one network and from many.
 */
/**
 * Applying a code is the cart workflow in Medusa and the page's loaders read again: on the loaded
 * 2-core machine (five builds and suites at once) that took more than the default 10 s.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

const LOTION = "palmers-cocoa-butter-formula-lotion"; // GH₵99.00

async function addLotion(request: APIRequestContext, quantity = 1) {
  const added = await request.post("/api/cart", { data: { productId: await productIdBySlug(request, LOTION), quantity } });
  expect(added.status()).toBe(200);
}

const codeBox = (page: Page) => page.getByRole("form", { name: "Promo code" });

async function applyCode(page: Page, code: string) {
  await codeBox(page).getByLabel("Promo code").fill(code);
  await codeBox(page).getByRole("button", { name: "Apply" }).click();
}

test.describe("promo codes", () => {
  test.describe.configure({ timeout: 150_000 });

  test("GLOW10 in the cart: discount line and new total, removed again; expired, unknown and bad codes are refused", async ({ page, shopper: _ }) => {
    await withConsent(page);
    await addLotion(page.request);
    await page.goto("/cart");
    await hydrated(page);
    await expect(page.getByTestId("cart-total")).toHaveText("GH₵99.00");

    await applyCode(page, "glow10");
    const line = page.getByTestId("discount-line");
    await expect(line).toContainText("Discount (GLOW10)");
    await expect(line).toContainText("−GH₵9.90");
    await expect(page.getByTestId("cart-total")).toHaveText("GH₵89.10");

    // The totals are Medusa's: changing a quantity brings the new discount and total.
    await page.getByRole("button", { name: /^Increase quantity of / }).click();
    await expect(page.getByTestId("cart-total")).toHaveText("GH₵178.20");
    await expect(line).toContainText("−GH₵19.80");

    await page.getByRole("button", { name: "Remove code GLOW10" }).click();
    await expect(line).toHaveCount(0);
    await expect(page.getByTestId("cart-total")).toHaveText("GH₵198.00");

    for (const [typed, message] of [
      ["WELCOME5", "The code WELCOME5 has expired."],
      ["NOSUCH99", "We don't know the code NOSUCH99. Please check the spelling."],
      ["", "Please enter a promo code."],
      ["GLOW 10!", "A promo code has only letters, digits, - and _."],
    ] as const) {
      await applyCode(page, typed);
      await expect(codeBox(page).getByRole("alert")).toHaveText(message);
      await expect(page.getByTestId("cart-total")).toHaveText("GH₵198.00");
    }
    // An overlong code (the box stops at 32 characters; a script does not).
    await codeBox(page).getByLabel("Promo code").evaluate((input: HTMLInputElement) => {
      input.removeAttribute("maxlength");
      input.value = "X".repeat(40);
    });
    await codeBox(page).getByRole("button", { name: "Apply" }).click();
    await expect(codeBox(page).getByRole("alert")).toHaveText("A promo code has at most 32 characters.");
  });

  test("GLOW10 at checkout: the order is placed at the discounted total, and the order page shows it", async ({ page, shopper: _ }) => {
    await withConsent(page);
    await addLotion(page.request);
    await checkoutToReview(page);
    await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();

    const summary = page.getByRole("complementary", { name: "Order summary" });
    await expect(summary).toContainText("GH₵129.00");
    await applyCode(page, "GLOW10");
    await expect(summary.getByTestId("discount-line")).toContainText("Discount (GLOW10)");
    await expect(summary.getByTestId("discount-line")).toContainText("−GH₵9.90");
    await expect(summary).toContainText("GH₵119.10");
    // The payment choice survives the new total: still on the review step.
    await expect(page.getByText("Total to pay: GH₵119.10")).toBeVisible();
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?order=order_/);
    await expect(page.getByText(/Pay GH₵119\.10 in cash or by mobile money/)).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get("order")!;
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByTestId("order-total")).toHaveText("GH₵119.10");
    await expect(page.getByText("-GH₵9.90")).toBeVisible();
  });

  test("guessing is throttled: 40 codes in parallel from one network or from 40, and 4 shoppers of one network", async ({ page, shopper: _, newShopper, playwright, baseURL }) => {
    await addLotion(page.request);
    const guess = (request: APIRequestContext, code: string, network?: string) =>
      request.post("/cart", { form: { intent: "promo-apply", code }, headers: { ...(network ? fromNetwork(network) : {}), origin: baseURL! }, maxRedirects: 0 });

    // One shopper, one network: 10 codes are looked up, the other 30 wait.
    const oneNetwork = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(page.request, `GUESS${i}A`)));
    // What the limit promises: at most 10 codes looked up, none applied, the rest refused with 429.
    // (On the loaded 2-core machine a burst can also meet the storefront's 10 s Medusa timeout: 503,
    // never a 2xx; the exact counts are proven in commerce's promo-codes integration test.)
    const statuses = oneNetwork.map((r) => r.status());
    const unexpected = (list: number[]) => list.filter((s) => ![404, 429, 503].includes(s));
    expect(unexpected(statuses)).toEqual([]);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    const limited = oneNetwork.find((r) => r.status() === 429)!;
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Too many promo codes did not work. Please wait");
    // From 40 networks: the shopper's own limit still holds (nothing more is looked up).
    const spread = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(page.request, `GUESS${i}B`, freshNetwork(16))));
    expect(spread.map((r) => r.status()).filter((s) => s !== 429 && s !== 503)).toEqual([]);

    // Four shoppers behind one network: 30 failures an hour for the network, then 429 for all of them.
    const network = freshNetwork(16);
    const contexts = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const other = await newShopper();
        const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: fromNetwork(network) });
        await apiSignIn(request, other.phone, other.password, other.device);
        await addLotion(request);
        return request;
      }),
    );
    const fromOneNetwork = await Promise.all(contexts.flatMap((request, n) => Array.from({ length: 9 }, (_, i) => guess(request, `NET${n}X${i}`))));
    const networkStatuses = fromOneNetwork.map((r) => r.status());
    expect(unexpected(networkStatuses)).toEqual([]);
    expect(networkStatuses.filter((s) => s === 404).length).toBeLessThanOrEqual(30);
    expect(networkStatuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6);
    expect(await fromOneNetwork.find((r) => r.status() === 429)!.text()).toContain("from your network");
    await Promise.all(contexts.map((c) => c.dispose()));
  });
});

test("staff create a 15 % code in Medusa's dashboard and a shopper applies it in the cart", async ({ browser, page, shopper: _ }) => {
  test.setTimeout(180_000);
  const code = `STAFF${Date.now().toString(36).toUpperCase()}`;
  const { context, page: dashboard } = await dashboardSignIn(browser);
  await dashboard.goto(`${DASHBOARD_URL}/promotions/create`);
  await dashboard.getByRole("radio", { name: /Percentage off order/ }).click();
  await dashboard.getByRole("button", { name: "Continue" }).click();
  await dashboard.getByRole("radio", { name: /^Active/ }).click();
  await dashboard.getByPlaceholder("SUMMER15").fill(code);
  await dashboard.getByLabel("Promotion Value").fill("15");
  await dashboard.getByRole("button", { name: "Continue" }).click();
  await dashboard.getByRole("button", { name: "Save" }).click();
  await dashboard.waitForURL(/\/app\/promotions\/promo_/, { timeout: 30_000 });
  await expectNoErrorBoundary(dashboard);
  await expect(dashboard.getByText(code).first()).toBeVisible();
  await context.close();

  await addLotion(page.request);
  await page.goto("/cart");
  await applyCode(page, code.toLowerCase());
  await expect(page.getByTestId("discount-line")).toContainText(`Discount (${code})`);
  await expect(page.getByTestId("discount-line")).toContainText("−GH₵14.85");
  await expect(page.getByTestId("cart-total")).toHaveText("GH₵84.15");
});

test.describe("promo codes without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 120_000 });

  test("the code box is a plain form: apply, refuse, remove", async ({ page, shopper: _ }) => {
    await addLotion(page.request);
    await page.goto("/cart");
    await expect(page.getByTestId("cart-total")).toHaveText("GH₵99.00");
    await applyCode(page, "NOSUCH77");
    await expect(codeBox(page).getByRole("alert")).toHaveText("We don't know the code NOSUCH77. Please check the spelling.");
    await expect(codeBox(page).getByLabel("Promo code")).toHaveValue("NOSUCH77");
    await applyCode(page, "glow10");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("discount-line")).toContainText("Discount (GLOW10)");
    await expect(page.getByTestId("cart-total")).toHaveText("GH₵89.10");
    await page.getByRole("button", { name: "Remove code GLOW10" }).click();
    await expect(page.getByTestId("discount-line")).toHaveCount(0);
    await expect(page.getByTestId("cart-total")).toHaveText("GH₵99.00");
  });
});
