import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated } from "./support/page.ts";
import { productIdBySlug } from "./support/session.ts";

/**
 * /cart and /wishlist are rendered on the server with the shopper's own items (ADR 082): the page,
 * its total and the header's cart badge are right in the HTML, before (or without) JavaScript, and
 * hydrating that HTML gives React nothing to correct.
 */

type WishlistItem = { id: string };

const CLEANSER = { slug: "cerave-hydrating-facial-cleanser", name: "Hydrating Facial Cleanser" }; // GH₵265.00
const HAIR_OIL = { slug: "mielle-rosemary-mint-scalp-hair-oil", name: "Rosemary Mint Scalp & Hair Strengthening Oil" };

/** The (fresh, signed-in) shopper's cart: two cleansers (GH₵530.00); their wishlist: the hair oil only. */
async function seedShopper(page: Page): Promise<void> {
  const cleanser = await productIdBySlug(page.request, CLEANSER.slug);
  const oil = await productIdBySlug(page.request, HAIR_OIL.slug);
  expect((await page.request.post("/api/cart", { data: { productId: cleanser, quantity: 2 } })).status()).toBe(200);
  expect((await page.request.post("/api/wishlist", { data: { productId: oil } })).status()).toBe(200);
}

test.describe("cart and wishlist pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/cart shows the shopper's lines, quantities, total and the header badge", async ({ page, shopper: _ }) => {
    await seedShopper(page);
    const response = await page.goto("/cart");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    const line = page.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(CLEANSER.name);
    await expect(line.getByTestId("cart-line-quantity")).toHaveText("2");
    await expect(line.getByTestId("cart-line-total")).toHaveText("GH₵530.00");
    await expect(page.getByText("Total:").locator("..")).toContainText("GH₵530.00");
    await expect(page.getByText("Your cart is empty")).toHaveCount(0);
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await expect(page.getByTestId("cart-button")).toHaveAttribute("aria-label", "Shopping cart, 2 items");
  });

  test("/wishlist shows the saved product and the header badge counts the cart", async ({ page, shopper: _ }) => {
    await seedShopper(page);
    const response = await page.goto("/wishlist");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    const items = page.getByTestId("wishlist-item");
    await expect(items).toHaveCount(1);
    await expect(items).toContainText(HAIR_OIL.name);
    await expect(items).toContainText("GH₵235.00");
    await expect(page.getByText("1 saved product")).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
  });
});

test.describe("cart and wishlist pages with JavaScript", () => {
  /** React's hydration complaints, in development wording and as the production build's error codes. */
  const HYDRATION_ERROR = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)\b/i;

  function collectHydrationErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on("console", (message) => {
      if ((message.type() === "error" || message.type() === "warning") && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
    });
    page.on("pageerror", (error) => {
      if (HYDRATION_ERROR.test(`${error.message}\n${error.stack ?? ""}`)) errors.push(error.message);
    });
    return errors;
  }

  test("/cart hydrates without mismatches and keeps its optimistic quantity buttons", async ({ page, shopper: _ }) => {
    const errors = collectHydrationErrors(page);
    await seedShopper(page);
    const response = await page.goto("/cart");
    // The document itself carries the lines and the badge: nothing pops in after hydration.
    const html = (await response?.text()) ?? "";
    expect(html).toContain(CLEANSER.name);
    expect(html).toContain('data-testid="cart-badge"');
    await hydrated(page);
    expect(errors).toEqual([]);
    const line = page.getByTestId("cart-line");
    await expect(line.getByTestId("cart-line-quantity")).toHaveText("2");
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await page.getByRole("button", { name: `Increase quantity of ${CLEANSER.name}` }).click();
    await expect(line.getByTestId("cart-line-quantity")).toHaveText("3");
    await expect(page.getByTestId("cart-badge")).toHaveText("3");
    await expect(line.getByTestId("cart-line-total")).toHaveText("GH₵795.00");
    await expect.poll(async () => ((await (await page.request.get("/api/cart")).json()) as Array<{ quantity: number }>)[0]?.quantity).toBe(3);
    expect(errors).toEqual([]);
  });

  test("/wishlist hydrates without mismatches and Remove still works", async ({ page, shopper: _ }) => {
    const errors = collectHydrationErrors(page);
    await seedShopper(page);
    const response = await page.goto("/wishlist");
    expect((await response?.text()) ?? "").toContain(HAIR_OIL.name.replace("&", "&amp;"));
    await hydrated(page);
    expect(errors).toEqual([]);
    const items = page.getByTestId("wishlist-item");
    await expect(items).toHaveCount(1);
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await items.getByRole("button", { name: "Remove" }).click();
    await expect(items).toHaveCount(0);
    await expect.poll(async () => ((await (await page.request.get("/api/wishlist")).json()) as WishlistItem[]).length).toBe(0);
    expect(errors).toEqual([]);
  });
});
