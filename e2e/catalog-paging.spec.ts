import { expect, test, type Page } from "@playwright/test";
import { hydrated, withConsent } from "./support/page.ts";

/** "Load more" to the end of any list (ADR 111), on the demo catalog's 43 products. */
const cards = (page: Page) => page.locator("[data-testid=product-card]");

test("with JavaScript, Load more appends the next page from /api/products and the address names the page reached", async ({ page }) => {
  await withConsent(page);
  await page.goto("/products");
  await hydrated(page);
  const total = Number(/of (\d+) products/.exec((await page.getByTestId("result-count").textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(24);
  const firstCards = await cards(page).locator("h3").allTextContents();

  const documents: string[] = [];
  page.on("request", (request) => request.resourceType() === "document" && documents.push(request.url()));
  const answer = page.waitForResponse((response) => response.url().includes("/api/products?limit=12&offset=12"));
  await page.getByRole("link", { name: /Load more/ }).click();
  expect((await answer).status()).toBe(200);
  await expect(cards(page)).toHaveCount(24);
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.getByTestId("result-count")).toHaveText(`Showing 24 of ${total} products`);
  // Appended, not reloaded: the first twelve are still the same cards, and no page was fetched.
  expect((await cards(page).locator("h3").allTextContents()).slice(0, 12)).toEqual(firstCards);
  expect(documents).toEqual([]);

  await page.getByRole("link", { name: /Load more/ }).click();
  await expect(cards(page)).toHaveCount(36);
  await expect(page).toHaveURL(/\/products\?page=3$/);
  const names = await cards(page).locator("h3").allTextContents();
  expect(new Set(names).size).toBe(36);

  // A reload renders the page reached with the one before it, and a way back to the earlier ones.
  await page.reload();
  await expect(cards(page)).toHaveCount(24);
  expect(await cards(page).locator("h3").allTextContents()).toEqual(names.slice(12));
  await expect(page.getByTestId("earlier-products")).toHaveAttribute("href", "/products");
});

test("without JavaScript, Load more is a link to the next page, and a deep page renders only its window", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/products");
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole("link", { name: /Load more/ })).toHaveAttribute("href", "/products?page=2#page-2");
  await page.getByRole("link", { name: /Load more/ }).click();
  await expect(page).toHaveURL(/\/products\?page=2#page-2$/);
  await expect(cards(page)).toHaveCount(24);
  await expect(page.locator("#page-2")).toHaveCount(1);
  const total = Number(/of (\d+) products/.exec((await page.getByTestId("result-count").textContent()) ?? "")?.[1]);

  // The last page: its cards and the page before, nothing after, and a link back.
  const last = Math.ceil(total / 12);
  await page.goto(`/products?page=${last}`);
  await expect(cards(page)).toHaveCount(total - (last - 2) * 12);
  await expect(page.getByRole("link", { name: /Load more/ })).toHaveCount(0);
  await expect(page.getByTestId("result-count")).toHaveText(`${total} products`);
  await expect(page.getByTestId("earlier-products")).toHaveAttribute("href", `/products?page=${last - 2}`);

  // A page past the end (a kept link) shows the last page rather than nothing.
  await page.goto("/products?page=5000");
  await expect(cards(page)).toHaveCount(total - (last - 2) * 12);
  await context.close();
});
