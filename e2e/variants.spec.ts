import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated, withConsent } from "./support/page.ts";
import { productIdBySlug } from "./support/session.ts";

/**
 * Shades and sizes (ADR 200) on the seeded catalog: Maybelline's Fit Me foundation in 8 shades
 * ("310 Sun Beige" sold out), MAC's Matte Lipstick (Ruby Woo on sale) and NIVEA's cream in 3 sizes.
 */
const FOUNDATION = { slug: "maybelline-fit-me-matte-poreless-foundation", name: "Fit Me Matte + Poreless Foundation" };
const CREAM = { slug: "nivea-soft-moisturising-cream", name: "Soft Refreshingly Soft Moisturising Cream" };

type CartLine = { product: { id: string; name: string; price: string }; variant?: { id: string; title: string }; quantity: number };

/** The swatch (its label) of a shade or size: the radio itself is visually hidden. */
const choice = (page: Page, name: string | RegExp) => page.locator("label", { has: page.getByRole("radio", { name }) });

test.describe("shades and sizes", () => {
  test.describe.configure({ timeout: 90_000 });

  test("with JavaScript: a shade is chosen without a reload, a sold-out one cannot be added, two shades are named in the cart and at checkout", async ({ page, shopper: _ }) => {
    await withConsent(page);
    await page.goto(`/products/slug/${FOUNDATION.slug}`);
    await hydrated(page);
    const picker = page.getByTestId("variant-picker");
    await expect(picker.getByRole("radio")).toHaveCount(8);
    // No shade named: the first in stock is shown.
    await expect(page.getByTestId("chosen-shade")).toHaveText("110 Ivory");
    await expect(page.getByTestId("stock-badge")).toHaveText("In Stock (4 available)");

    const documents: string[] = [];
    page.on("request", (request) => request.resourceType() === "document" && documents.push(request.url()));
    await choice(page, "220 Natural Beige").click();
    await expect(page.getByTestId("chosen-shade")).toHaveText("220 Natural Beige");
    await expect(page).toHaveURL(/\?shade=220\+Natural\+Beige$/);
    await expect(page.getByTestId("stock-badge")).toHaveText("In Stock (6 available)");
    // The shade's own picture leads.
    await expect(page.locator("main img").first()).toHaveAttribute("src", /220-natural-beige/);

    // The sold-out shade: shown as such, and Add to Cart is disabled; the others stay buyable.
    await choice(page, "310 Sun Beige (sold out)").click();
    await expect(page.getByTestId("stock-badge")).toHaveText("Out of Stock");
    await expect(page.getByRole("button", { name: "Sold out" })).toBeDisabled();
    await choice(page, "330 Toffee").click();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await choice(page, "220 Natural Beige").click();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    expect(documents, "no page load for a choice or an add").toEqual([]);

    const lines = (await (await page.request.get("/api/cart")).json()) as CartLine[];
    expect(lines.map((l) => [l.product.name, l.variant?.title, l.quantity])).toEqual([
      [FOUNDATION.name, "330 Toffee", 1],
      [FOUNDATION.name, "220 Natural Beige", 1],
    ]);

    await page.goto("/cart");
    await expect(page.getByTestId("cart-line-name")).toHaveText([`${FOUNDATION.name} — 330 Toffee`, `${FOUNDATION.name} — 220 Natural Beige`]);
    await page.goto("/checkout");
    const summary = page.getByRole("complementary", { name: "Order summary" });
    await expect(summary).toContainText(`${FOUNDATION.name} — 330 Toffee × 1`);
    await expect(summary).toContainText(`${FOUNDATION.name} — 220 Natural Beige × 1`);
  });

  test("POST /api/cart: a multi-shade product needs its variantId, which must be its own; a sold-out shade is refused", async ({ page, shopper: _ }) => {
    const productId = await productIdBySlug(page.request, FOUNDATION.slug);
    const without = await page.request.post("/api/cart", { data: { productId, quantity: 1 } });
    expect(without.status()).toBe(400);
    expect(await without.json()).toEqual({ message: "Choose a shade first." });

    // Another product's variant (the cream's, read from its page) is not one of the foundation's.
    await page.goto(`/products/slug/${CREAM.slug}?size=100+ml`);
    const creamVariant = await page.locator("form[action='/cart/add'] input[name=variantId]").inputValue();
    const foreign = await page.request.post("/api/cart", { data: { productId, variantId: creamVariant, quantity: 1 } });
    expect(foreign.status()).toBe(404);
    expect((await foreign.json()).message).toMatch(/not available for this product/);
    const malformed = await page.request.post("/api/cart", { data: { productId, variantId: "not an id", quantity: 1 } });
    expect(malformed.status()).toBe(400);

    await page.goto(`/products/slug/${FOUNDATION.slug}?shade=310+Sun+Beige`);
    const soldOut = await page.locator("form[action='/cart/add'] input[name=variantId]").inputValue();
    const refused = await page.request.post("/api/cart", { data: { productId, variantId: soldOut, quantity: 1 } });
    expect(refused.status()).toBe(409);

    // A size's own price, and the cream in 100 ml is added as itself.
    const creamId = await productIdBySlug(page.request, CREAM.slug);
    const added = await page.request.post("/api/cart", { data: { productId: creamId, variantId: creamVariant, quantity: 2 } });
    expect(added.status()).toBe(200);
    const line = ((await added.json()) as CartLine[]).find((l) => l.product.id === creamId)!;
    expect(line).toMatchObject({ quantity: 2, variant: { id: creamVariant, title: "100 ml" }, product: { price: "60.00" } });
  });

  test("cards say how many shades or sizes, from the lowest price, and lead to the choice", async ({ page }) => {
    await page.goto(`/products?q=${encodeURIComponent("Fit Me Matte Poreless")}`);
    const foundation = page.getByTestId("product-card").filter({ hasText: FOUNDATION.name });
    await expect(foundation.getByTestId("option-label")).toHaveText("8 shades");
    // One shade sold out: the product is not.
    await expect(foundation.getByTestId("out-of-stock")).toHaveCount(0);
    await expect(foundation.getByRole("link", { name: "CHOOSE SHADE" })).toHaveAttribute("href", `/products/slug/${FOUNDATION.slug}`);

    await page.goto(`/products?q=${encodeURIComponent("Refreshingly Soft")}`);
    const cream = page.getByTestId("product-card").filter({ hasText: CREAM.name });
    await expect(cream.getByTestId("option-label")).toHaveText("3 sizes");
    await expect(cream.getByTestId("product-price")).toHaveText("from GH₵35.00");

    // A shade on sale: its own price and the struck-through regular one on its page; the card is
    // priced from the cheapest shade (Velvet Teddy, 199), which is not on sale.
    await page.goto(`/products?q=${encodeURIComponent("MAC Matte Lipstick")}`);
    const lipstick = page.getByTestId("product-card").filter({ hasText: "Matte Lipstick" }).filter({ hasText: "MAC" });
    await expect(lipstick.getByTestId("product-price")).toHaveText("from GH₵199.00");
    await page.goto("/products/slug/mac-matte-lipstick?shade=Ruby+Woo");
    // The first price is the page's own (related products' cards follow).
    const price = page.getByTestId("product-price").first();
    await expect(price).toContainText("GH₵215.00");
    await expect(price.locator("s")).toContainText("GH₵260.00");

    // /api/products: the spec's Product, with the optional variant fields only on multi-variant products.
    const { products } = (await (await page.request.get(`/api/products?q=${encodeURIComponent("Refreshingly Soft")}&limit=10`)).json()) as { products: Array<Record<string, unknown>> };
    expect(products.find((p) => p.slug === CREAM.slug)).toMatchObject({ price: "35.00", variantCount: 3, optionLabel: "3 sizes", priceVaries: true });
  });
});

test.describe("shades without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });

  test("the choice is a form: Show reloads on the shade's address, and Add to Cart adds that shade", async ({ page, shopper: _ }) => {
    await page.goto(`/products/slug/${FOUNDATION.slug}`);
    await choice(page, "360 Mocha").click();
    await page.getByRole("button", { name: "Show this shade" }).click();
    await expect(page).toHaveURL(/\?shade=360\+Mocha$/);
    await expect(page.getByTestId("chosen-shade")).toHaveText("360 Mocha");
    await expect(page.getByTestId("stock-badge")).toHaveText("In Stock (3 available)");
    await expect(page.getByRole("radio", { name: "360 Mocha" })).toBeChecked();

    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page).toHaveURL(/\/products\/slug\/maybelline-fit-me-matte-poreless-foundation\?shade=360\+Mocha/);
    const lines = (await (await page.request.get("/api/cart")).json()) as CartLine[];
    expect(lines.map((l) => [l.product.name, l.variant?.title])).toEqual([[FOUNDATION.name, "360 Mocha"]]);

    // A shared link to the sold-out shade shows it as sold out, not addable.
    await page.goto(`/products/slug/${FOUNDATION.slug}?shade=310+Sun+Beige`);
    await expect(page.getByTestId("stock-badge")).toHaveText("Out of Stock");
    await expect(page.getByRole("button", { name: "Sold out" })).toBeDisabled();
  });
});
