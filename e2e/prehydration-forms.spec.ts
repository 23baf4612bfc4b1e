import type { Page, Response } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated } from "./support/page.ts";
import { productIdBySlug } from "./support/session.ts";

/**
 * ADD TO CART and the heart before the page's JavaScript has run (ADR 081): they are real form
 * posts to /cart/add and /wishlist/toggle that send the shopper back to the page with a toast.
 * JavaScript is off here, which is what a shopper tapping during the deferred start (ADR 076) gets.
 */

type CartItem = { id: string; quantity: number; product: { id: string } };
type WishlistItem = { id: string };

const HAIR_CARE = "/products?category=hair-care";
const SHAMPOO = { slug: "shea-moisture-jamaican-black-castor-oil-shampoo", name: "Jamaican Black Castor Oil Strengthen & Restore Shampoo" };
const BRAID_SPRAY = { slug: "cocoa-kente-braid-spray", name: "Cocoa & Kente Braid Refresh Spray" };

const cartOf = async (page: Page) => (await (await page.request.get("/api/cart")).json()) as CartItem[];
const wishlistOf = async (page: Page) => (await (await page.request.get("/api/wishlist")).json()) as WishlistItem[];

/** Clicks a form's submit button and answers the page the browser was redirected to after the POST. */
async function submitAndFollow(page: Page, click: () => Promise<void>, postPath: string): Promise<Response> {
  const [landing] = await Promise.all([page.waitForResponse((r) => r.request().isNavigationRequest() && r.request().redirectedFrom()?.method() === "POST"), click()]);
  const post = landing.request().redirectedFrom()!;
  expect(new URL(post.url()).pathname).toBe(postPath);
  expect((await post.response())?.status()).toBe(303);
  await page.waitForLoadState("load");
  return landing;
}

const card = (page: Page, name: string) => page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name }) });

test.describe("shop buttons without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signed in: ADD TO CART on a card adds one and comes back to the same listing", async ({ page, shopper }) => {
    expect(await cartOf(page), shopper.phone).toEqual([]);
    const productId = await productIdBySlug(page.request, SHAMPOO.slug);
    await page.goto(HAIR_CARE);
    const landing = await submitAndFollow(page, () => card(page, SHAMPOO.name).getByRole("button", { name: "ADD TO CART" }).click(), "/cart/add");
    expect(landing.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(HAIR_CARE);
    expect((await cartOf(page)).find((i) => i.product.id === productId)?.quantity).toBe(1);
    // The toast travelled in a flash cookie that this page load consumed (shown after hydration).
    expect(landing.headers()["cache-control"]).toBe("private, no-store");
    expect((await page.context().cookies()).some((c) => c.name === "glow_flash")).toBe(false);
  });

  test("signed in: the product page posts the quantity typed into the stepper", async ({ page, shopper }) => {
    expect(await cartOf(page), shopper.phone).toEqual([]);
    const productId = await productIdBySlug(page.request, BRAID_SPRAY.slug);
    await page.goto(`/products/slug/${BRAID_SPRAY.slug}`);
    await page.getByTestId("quantity").fill("3");
    await submitAndFollow(page, () => page.getByRole("button", { name: "Add to Cart", exact: true }).click(), "/cart/add");
    expect(new URL(page.url()).pathname).toBe(`/products/slug/${BRAID_SPRAY.slug}`);
    expect((await cartOf(page)).find((i) => i.product.id === productId)?.quantity).toBe(3);
  });

  test("signed in: the heart on a card saves the product, and tapping it again removes it", async ({ page, shopper }) => {
    const productId = await productIdBySlug(page.request, BRAID_SPRAY.slug);
    expect(await wishlistOf(page), shopper.phone).toEqual([]);
    await page.goto(HAIR_CARE);
    // Without JavaScript the heart does not know the wishlist yet (it says "Add"): the server decides.
    const heart = () => card(page, BRAID_SPRAY.name).getByRole("button", { name: /wishlist/ });
    await submitAndFollow(page, () => heart().click(), "/wishlist/toggle");
    expect(new URL(page.url()).search).toBe("?category=hair-care");
    expect((await wishlistOf(page)).some((i) => i.id === productId)).toBe(true);
    await submitAndFollow(page, () => heart().click(), "/wishlist/toggle");
    expect((await wishlistOf(page)).some((i) => i.id === productId)).toBe(false);
  });

  test("signed out: ADD TO CART and the heart lead to the sign-in page", async ({ page }) => {
    await page.goto(HAIR_CARE);
    await submitAndFollow(page, () => card(page, SHAMPOO.name).getByRole("button", { name: "ADD TO CART" }).click(), "/cart/add");
    expect(new URL(page.url()).pathname).toBe("/auth");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await page.goto(HAIR_CARE);
    await submitAndFollow(page, () => card(page, BRAID_SPRAY.name).getByRole("button", { name: /wishlist/ }).click(), "/wishlist/toggle");
    expect(new URL(page.url()).pathname).toBe("/auth");
  });

  test("another site's form post to /cart/add is refused and adds nothing", async ({ page, baseURL, shopper }) => {
    expect(await cartOf(page), shopper.phone).toEqual([]);
    const productId = await productIdBySlug(page.request, SHAMPOO.slug);
    // The attacker's page: another origin (127.0.0.1 is another site than localhost), no script needed.
    const evil = new URL(baseURL!);
    evil.hostname = "127.0.0.1";
    const target = new URL("/cart/add", baseURL).href;
    await page.route(`${evil.origin}/evil`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><form method="post" action="${target}"><input type="hidden" name="productId" value="${productId}"><input type="hidden" name="redirectTo" value="/"><button>Win a prize</button></form>`,
      }),
    );
    await page.goto(`${evil.origin}/evil`);
    const [response] = await Promise.all([page.waitForResponse(target), page.getByRole("button", { name: "Win a prize" }).click()]);
    expect(response.status()).toBe(403);
    expect(response.request().headers()["origin"]).toBe(evil.origin);
    expect(await cartOf(page)).toHaveLength(0);
  });
});

test.describe("the toast after a form post", () => {
  test("shows once the page has hydrated, once; bad input and foreign redirects are handled without a 500", async ({ page, shopper }) => {
    expect(await cartOf(page), shopper.phone).toEqual([]);
    const productId = await productIdBySlug(page.request, SHAMPOO.slug);
    const post = (path: string, form: Record<string, string>) => page.request.post(path, { form, maxRedirects: 0 });

    const added = await post("/cart/add", { productId, quantity: "1", redirectTo: HAIR_CARE });
    expect(added.status()).toBe(303);
    expect(added.headers()["location"]).toBe(HAIR_CARE);
    await page.goto(HAIR_CARE);
    await hydrated(page);
    // One look at the open toast for both lines: Radix also copies a toast's text into a hidden live
    // region for a moment, and two separate looks could see that copy and then a toast already gone.
    await expect(page.locator("li[data-state=open]", { hasText: "Added to cart" })).toContainText(`${SHAMPOO.name} is in your cart.`);
    await page.reload();
    await hydrated(page);
    await expect(page.getByText("Added to cart", { exact: true })).toHaveCount(0);

    // An unknown product: back with the spec's toast; a foreign redirectTo: home instead.
    const unknown = await post("/cart/add", { productId: "prod_doesnotexist", redirectTo: "//evil.example/x" });
    expect(unknown.status()).toBe(303);
    expect(unknown.headers()["location"]).toBe("/");
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByText("Product unavailable", { exact: true })).toBeVisible();

    const tooMany = await post("/cart/add", { productId, quantity: "1000", redirectTo: "/products" });
    expect(tooMany.status()).toBe(303);
    await page.goto("/products");
    await hydrated(page);
    await expect(page.getByText("Quantity can be at most 99.", { exact: true })).toBeVisible();
    expect((await cartOf(page)).find((i) => i.product.id === productId)?.quantity).toBe(1);

    const wish = await post("/wishlist/toggle", { productId, redirectTo: `/products/slug/${SHAMPOO.slug}` });
    expect(wish.headers()["location"]).toBe(`/products/slug/${SHAMPOO.slug}`);
    await page.goto(`/products/slug/${SHAMPOO.slug}`);
    await hydrated(page);
    await expect(page.getByText("Added to wishlist", { exact: true })).toBeVisible();
    await page.request.delete(`/api/wishlist/${productId}`);

    // GET on the form addresses (a reload, a bookmark) goes to the matching page.
    expect((await page.request.get("/cart/add", { maxRedirects: 0 })).headers()["location"]).toBe("/cart");
    expect((await page.request.get("/wishlist/toggle", { maxRedirects: 0 })).headers()["location"]).toBe("/wishlist");
  });
});
