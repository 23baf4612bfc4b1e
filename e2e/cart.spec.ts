import { expect, test } from "./support/fixtures.ts";
import { hydrated, openCartDrawer } from "./support/page.ts";
import { apiSignIn, productIdBySlug } from "./support/session.ts";

type CartItem = { id: string; quantity: number; product: { id: string; name: string; brand: string | null; price: string; imageUrl: string | null } };

test.describe("cart API", () => {
  test("needs sign-in", async ({ request }) => {
    expect((await request.get("/api/cart")).status()).toBe(401);
    expect((await request.post("/api/cart", { data: { productId: "x", quantity: 1 } })).status()).toBe(401);
  });

  test("adds, merges, changes, removes, and answers the spec's cart item shape", async ({ shopper, context }) => {
    const request = context.request; // signed in as `shopper`
    expect(await (await request.get("/api/cart")).json(), shopper.phone).toEqual([]);
    const productId = await productIdBySlug(request, "cerave-hydrating-facial-cleanser");
    let items = (await (await request.post("/api/cart", { data: { productId, quantity: 1 } })).json()) as CartItem[];
    items = (await (await request.post("/api/cart", { data: { productId, quantity: 2 } })).json()) as CartItem[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ quantity: 3, product: { id: productId, name: "Hydrating Facial Cleanser", brand: "CeraVe", price: "265.00" } });
    expect(items[0]!.product.imageUrl).toMatch(/^\/media\//);

    const changed = (await (await request.put(`/api/cart/${items[0]!.id}`, { data: { quantity: 5 } })).json()) as CartItem[];
    expect(changed[0]!.quantity).toBe(5);
    for (const bad of [0, -1, 1.5, "two", 1000]) {
      const response = await request.put(`/api/cart/${items[0]!.id}`, { data: { quantity: bad } });
      expect(response.status(), String(bad)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/Quantity/);
    }
    const removed = (await (await request.delete(`/api/cart/${items[0]!.id}`)).json()) as CartItem[];
    expect(removed).toHaveLength(0);
    expect((await request.delete(`/api/cart/${items[0]!.id}`)).status()).toBe(404);
  });

  test("refuses more than the stock with the numbers the toast needs, and out-of-stock as not available", async ({ shopper, context }) => {
    const request = context.request; // signed in as `shopper`
    expect(await (await request.get("/api/cart")).json(), shopper.phone).toEqual([]);
    const lowStock = await productIdBySlug(request, "glass-nail-file-duo"); // 3 in stock
    expect((await request.post("/api/cart", { data: { productId: lowStock, quantity: 2 } })).status()).toBe(200);
    const tooMany = await request.post("/api/cart", { data: { productId: lowStock, quantity: 2 } });
    expect(tooMany.status()).toBe(409);
    expect(await tooMany.json()).toMatchObject({ message: expect.stringContaining("Not enough stock"), availableStock: 3, currentCartQuantity: 2 });

    const soldOut = await productIdBySlug(request, "ebin-wonder-lace-bond-spray");
    const answer = await request.post("/api/cart", { data: { productId: soldOut, quantity: 1 } });
    expect(((await answer.json()) as { message: string }).message).toContain("not available");
    const unknown = await request.post("/api/cart", { data: { productId: "prod_doesnotexist", quantity: 1 } });
    expect(unknown.status()).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toContain("not available");
  });

  test("parallel adds from two devices never exceed the stock", async ({ baseURL, newShopper, playwright }) => {
    // Two browsers signed in as the same customer (a fingerprint per session, as two devices would have).
    const customer = await newShopper();
    const a = await playwright.request.newContext({ baseURL });
    const b = await playwright.request.newContext({ baseURL });
    await apiSignIn(a, customer.phone, customer.password);
    await apiSignIn(b, customer.phone, customer.password);
    expect(await (await a.get("/api/cart")).json()).toEqual([]);
    const productId = await productIdBySlug(a, "dove-deeply-nourishing-body-wash"); // 2 in stock
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).post("/api/cart", { data: { productId, quantity: 1 } })));
    const statuses = results.map((r) => r.status());
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(2);
    for (const s of statuses) expect([200, 409]).toContain(s);
    const items = (await (await b.get("/api/cart")).json()) as CartItem[];
    expect(items.find((i) => i.product.id === productId)?.quantity).toBe(2);
    await a.dispose();
    await b.dispose();
  });
});

test.describe("cart drawer", () => {
  test("badge, lines with plus/minus/remove, total and the empty state", async ({ page, shopper }) => {
    expect(await (await page.request.get("/api/cart")).json(), shopper.phone).toEqual([]);
    const productId = await productIdBySlug(page.request, "palmers-cocoa-butter-formula-lotion");
    await page.request.post("/api/cart", { data: { productId, quantity: 2 } });
    await page.goto("/");
    await hydrated(page); // the home page's JavaScript starts after load (ADR 076); the drawer needs it
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    const drawer = await openCartDrawer(page);
    await expect(drawer.getByRole("heading", { name: /Shopping Cart/ })).toBeVisible();
    await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
    await expect(drawer).toContainText("Palmer's");
    await expect(drawer.getByTestId("cart-total")).toHaveText("GH₵198.00");
    await drawer.getByRole("button", { name: /Increase quantity/ }).click();
    await expect(drawer.getByTestId("cart-line-quantity")).toHaveText("3");
    await expect(drawer.getByTestId("cart-total")).toHaveText("GH₵297.00");
    await expect(page.getByTestId("cart-badge")).toHaveText("3");
    await drawer.getByRole("button", { name: /Remove/ }).click();
    await expect(drawer).toContainText("Your cart is empty");
    await expect(drawer).toContainText("Add some beautiful products to get started!");
    await expect(drawer.getByRole("link", { name: "Continue Shopping" })).toBeVisible();
  });
});
