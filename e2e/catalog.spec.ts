import { expect, test } from "@playwright/test";

const PRICE = /^GH₵\d{1,3}(,\d{3})*\.\d{2}$/;

test.describe("catalog", () => {
  test("home shows categories and featured products with GH₵ prices @mobile", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Shop by Category" })).toBeVisible();
    for (const name of ["Makeup", "Skincare", "Nail Care", "Hair Care", "Body Care"]) {
      await expect(page.locator("#categories").getByRole("link", { name })).toHaveAttribute("href", /\/products\?category=/);
    }
    await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
    const cards = page.locator("#featured [data-testid=product-card]");
    await expect(cards).toHaveCount(8);
    const prices = await cards.locator("[data-testid=product-price] > span").first().allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of await page.locator("#featured [data-testid=product-price] > span.font-bold").allTextContents()) {
      expect(price).toMatch(PRICE);
    }
    await expect(page.getByRole("link", { name: "View All Products" })).toHaveAttribute("href", "/products");
  });

  test("home renders without JavaScript (server-side)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("#featured [data-testid=product-card]")).toHaveCount(8);
    await context.close();
  });

  test("/products?category=skincare shows only skincare", async ({ page, request }) => {
    await page.goto("/products?category=skincare");
    await expect(page.getByRole("heading", { level: 1, name: "Skincare" })).toBeVisible();
    const names = await page.locator("[data-testid=product-card] h3").allTextContents();
    expect(names.length).toBeGreaterThan(3);

    const api = await request.get("/api/products?category=skincare&limit=100");
    expect(api.ok()).toBe(true);
    const body = (await api.json()) as { products: Array<{ name: string; category: { slug: string } }> };
    expect(body.products.every((p) => p.category.slug === "skincare")).toBe(true);
    expect(names.sort()).toEqual(body.products.map((p) => p.name).sort());
  });

  test("a product page shows price, stock and bullet lists; an unknown slug is a 404", async ({ page }) => {
    await page.goto("/products/slug/the-ordinary-niacinamide-10-zinc-1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Niacinamide 10% + Zinc 1% Serum");
    // The first price is the product's own; related products follow further down.
    await expect(page.getByTestId("product-price").first()).toContainText("GH₵125.00");
    await expect(page.getByTestId("product-price").first().locator("s")).toContainText("GH₵150.00");
    await expect(page.getByText(/In Stock \(\d+ available\)/)).toBeVisible();
    await expect(page.locator("main ul.list-disc li").first()).toBeVisible();

    const missing = await page.goto("/products/slug/no-such-product");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("an unknown path shows 404 Page Not Found", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("product pictures are served by the storefront", async ({ page, request }) => {
    const api = await request.get("/api/products?featured=true&limit=8");
    const { products } = (await api.json()) as { products: Array<{ imageUrl: string }> };
    expect(products).toHaveLength(8);
    const image = await request.get(products[0]!.imageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toContain("image/webp");
    // The image route renders smaller modern-format versions on request, and only in the listed sizes.
    for (const format of ["webp", "avif"]) {
      const variant = await request.get(`${products[0]!.imageUrl}?w=320&fm=${format}`);
      expect(variant.status()).toBe(200);
      expect(variant.headers()["content-type"]).toBe(`image/${format}`);
      expect(variant.headers()["cache-control"]).toContain("immutable");
    }
    expect((await request.get(`${products[0]!.imageUrl}?w=333&fm=webp`)).status()).toBe(400);
    // A data-saver phone (Save-Data: on, issue 32) gets the next smaller width: fewer bytes, and the
    // answer says it varies on the hint, so no cache hands it to the other kind of visitor.
    const full = await request.get(`${products[0]!.imageUrl}?w=640&fm=webp`);
    const saver = await request.get(`${products[0]!.imageUrl}?w=640&fm=webp`, { headers: { "Save-Data": "on" } });
    expect(saver.status()).toBe(200);
    expect(full.headers()["vary"]).toContain("Save-Data");
    expect(saver.headers()["vary"]).toContain("Save-Data");
    expect((await saver.body()).length).toBeLessThan((await full.body()).length);
    await page.goto("/");
    const firstImage = page.locator("#featured img").first();
    await firstImage.scrollIntoViewIfNeeded(); // below the fold, featured pictures load lazily
    await expect(firstImage).toHaveJSProperty("complete", true);
    expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Uploaded pictures reach the browser as a resized AVIF/WebP from the srcset, not the 800-pixel original.
    expect(await firstImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=\d+&fm=(avif|webp)$/);
  });
});

test.describe("API shapes", () => {
  test("/api/products answers the spec's Product shape", async ({ request }) => {
    const response = await request.get("/api/products?featured=true&limit=8");
    expect(response.headers()["cache-control"]).toContain("public");
    const { products } = (await response.json()) as { products: Array<Record<string, unknown>> };
    for (const product of products) {
      expect(typeof product.price).toBe("string");
      expect(product.price).toMatch(/^\d+\.\d{2}$/);
      expect(product.isFeatured).toBe(true);
      for (const key of ["id", "name", "slug", "brand", "originalPrice", "imageUrl", "description", "stockQuantity", "rating", "reviewCount", "isNew"]) {
        expect(product).toHaveProperty(key);
      }
    }
  });

  test("/api/products rejects bad input with a clear 400", async ({ request }) => {
    const response = await request.get("/api/products?limit=0");
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ message: "limit must be between 1 and 100" });
  });

  test("/api/categories/main answers id, name and slug", async ({ request }) => {
    const categories = (await (await request.get("/api/categories/main")).json()) as Array<Record<string, string>>;
    expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(["makeup", "skincare", "nail-care", "hair-care", "body-care"]));
    for (const category of categories) expect(Object.keys(category).sort()).toEqual(["id", "name", "slug"]);
  });
});
