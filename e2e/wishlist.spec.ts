import { expect, test } from "./support/fixtures.ts";
import { hydrated } from "./support/page.ts";
import { apiSignIn, productIdBySlug } from "./support/session.ts";

type WishlistItem = { id: string; product: { id: string; name: string; price: string; slug: string }; createdAt: string };

test.describe("wishlist", () => {
  test("API: sign-in required, idempotent add, remove, clear errors", async ({ request, newShopper }) => {
    expect((await request.get("/api/wishlist")).status()).toBe(401);
    const shopper = await newShopper();
    await apiSignIn(request, shopper.phone, shopper.password, shopper.device);
    expect(await (await request.get("/api/wishlist")).json()).toEqual([]);
    const productId = await productIdBySlug(request, "mielle-rosemary-mint-scalp-hair-oil");
    await request.post("/api/wishlist", { data: { productId } });
    const twice = (await (await request.post("/api/wishlist", { data: { productId } })).json()) as WishlistItem[];
    expect(twice.filter((i) => i.id === productId)).toHaveLength(1);
    expect(twice[0]!.product).toMatchObject({ id: productId, name: "Rosemary Mint Scalp & Hair Strengthening Oil", price: "235.00" });

    const missing = await request.post("/api/wishlist", { data: { productId: "prod_doesnotexist" } });
    expect(missing.status()).toBe(404);
    const bad = await request.post("/api/wishlist", { data: { nope: true } });
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain("productId");

    const afterRemove = (await (await request.delete(`/api/wishlist/${productId}`)).json()) as WishlistItem[];
    expect(afterRemove.some((i) => i.id === productId)).toBe(false);
    expect((await request.delete(`/api/wishlist/${productId}`)).status()).toBe(200);
  });

  test("the wishlist page lists saved products, removes them and moves them to the cart", async ({ page, shopper }) => {
    expect(await (await page.request.get("/api/wishlist")).json(), shopper.phone).toEqual([]);
    const serum = await productIdBySlug(page.request, "cosrx-advanced-snail-96-mucin-essence");
    const balm = await productIdBySlug(page.request, "shea-moisture-men-beard-balm");
    await page.request.post("/api/wishlist", { data: { productId: serum } });
    await page.request.post("/api/wishlist", { data: { productId: balm } });
    await page.goto("/wishlist");
    const items = page.getByTestId("wishlist-item");
    await expect(items).toHaveCount(2);
    await items.filter({ hasText: "Beard Balm" }).getByRole("button", { name: "Remove" }).click();
    await expect(items).toHaveCount(1);
    await items.first().getByRole("button", { name: "Move to cart" }).click();
    await expect(items).toHaveCount(0);
    await expect.poll(async () => ((await (await page.request.get("/api/cart")).json()) as Array<{ product: { id: string } }>).some((i) => i.product.id === serum)).toBe(true);
  });

  test("the heart on a product card toggles the product in and out of the wishlist", async ({ page, shopper }) => {
    const productId = await productIdBySlug(page.request, "cantu-shea-butter-leave-in-conditioning-cream");
    expect(await (await page.request.get("/api/wishlist")).json(), shopper.phone).toEqual([]);
    await page.goto("/products?category=hair-care");
    await hydrated(page); // the heart is a plain form to the sign-in page until the deferred JavaScript has run
    const heart = page.getByRole("button", { name: /Add Shea Butter Leave-In Conditioning Repair Cream to wishlist/ });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    const saved = page.getByRole("button", { name: /Remove Shea Butter Leave-In Conditioning Repair Cream from wishlist/ });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => ((await (await page.request.get("/api/wishlist")).json()) as WishlistItem[]).some((i) => i.id === productId)).toBe(true);
    await saved.click();
    await expect(page.getByRole("button", { name: /Add Shea Butter Leave-In Conditioning Repair Cream to wishlist/ })).toHaveAttribute("aria-pressed", "false");
    await expect.poll(async () => ((await (await page.request.get("/api/wishlist")).json()) as WishlistItem[]).some((i) => i.id === productId)).toBe(false);
  });

  test("ADD TO CART on a card adds the product and updates the badge", async ({ page, shopper }) => {
    expect(await (await page.request.get("/api/cart")).json(), shopper.phone).toEqual([]);
    await page.goto("/products?category=nail-care");
    await hydrated(page); // ADD TO CART is a plain form to the sign-in page until the deferred JavaScript has run
    const card = page.getByTestId("product-card").filter({ hasText: "Big Apple Red" });
    await card.getByRole("button", { name: "ADD TO CART" }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await expect(page.locator("[data-variant]").first()).toContainText("Added to cart");
  });
});
