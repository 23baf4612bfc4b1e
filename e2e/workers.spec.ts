import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { registerShopper } from "./support/session.ts";

/**
 * `npm start` serves the storefront from one process per core, up to two, which share the port and
 * nothing else (ADR 140: no messages, no locks, no Redis here). Whatever worker answers, a shopper
 * must see one shop: a sign-out applies to every worker at once (each asks Medusa on every request),
 * a customer's cart changes sent together all count (Medusa orders them, per customer), and every
 * worker shows the cart as it was last written. Requests go out 20–40 at a time so both workers
 * answer some (the cluster hands connections out in turn).
 */
const PARALLEL = 20;

test("the production storefront runs one worker per core, up to two", () => {
  const log = fs.readFileSync(path.join(".data", "e2e", "logs", "storefront.log"), "utf8");
  const expected = Math.min(2, os.availableParallelism());
  if (expected > 1) expect(log).toContain(`[storefront] ${expected} worker processes (STOREFRONT_WORKERS), sharing nothing but the port`);
  else expect(log).not.toContain("worker processes");
});

async function cartQuantity(request: APIRequestContext, productId: string): Promise<number> {
  const response = await request.get("/api/cart");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Array<{ quantity: number; product: { id: string } }> | { items: Array<{ quantity: number; product: { id: string } }> };
  const lines = Array.isArray(body) ? body : body.items;
  return lines.filter((line) => line.product.id === productId).reduce((sum, line) => sum + line.quantity, 0);
}

test("a sign-out applies on every worker before it is answered", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await registerShopper(request, "workersdevice1");
  // Every worker has served the session.
  expect(new Set(await Promise.all(Array.from({ length: PARALLEL }, async () => (await request.get("/api/user")).status())))).toEqual(new Set([200]));
  const copy = await playwright.request.newContext({ baseURL, storageState: await request.storageState() });
  expect((await request.post("/api/logout")).status()).toBe(200);
  // The copied cookie is refused by every worker at once.
  expect(new Set(await Promise.all(Array.from({ length: PARALLEL }, async () => (await copy.get("/api/user")).status())))).toEqual(new Set([401]));
  await copy.dispose();
  await request.dispose();
});

test("one customer's adds sent together all count, and every worker shows the result", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await registerShopper(request, "workersdevice2");
  const { products } = (await (await request.get("/api/products?limit=50")).json()) as { products: Array<{ id: string; stockQuantity: number }> };
  const product = products.filter((p) => p.stockQuantity >= 40).sort((a, b) => b.stockQuantity - a.stockQuantity)[0];
  expect(product, "a product with at least 40 in stock").toBeDefined();
  // Every worker has shown the (empty) cart first.
  expect(new Set(await Promise.all(Array.from({ length: PARALLEL }, () => cartQuantity(request, product!.id))))).toEqual(new Set([0]));
  const adds = await Promise.all(Array.from({ length: 30 }, async () => (await request.post("/api/cart", { data: { productId: product!.id, quantity: 1 } })).status()));
  expect(new Set(adds)).toEqual(new Set([200]));
  expect(new Set(await Promise.all(Array.from({ length: PARALLEL }, () => cartQuantity(request, product!.id))))).toEqual(new Set([30]));
  // One more change through one worker: none of them shows the old lines afterwards.
  expect((await request.post("/api/cart", { data: { productId: product!.id, quantity: 1 } })).status()).toBe(200);
  expect(new Set(await Promise.all(Array.from({ length: PARALLEL }, () => cartQuantity(request, product!.id))))).toEqual(new Set([31]));
  await request.dispose();
});

test("two shoppers' bursts at once: every add of both counts, and the one who taps once is answered", async ({ playwright, baseURL }) => {
  const [ama, kofi] = [await playwright.request.newContext({ baseURL }), await playwright.request.newContext({ baseURL })];
  await registerShopper(ama, "workersdevice3");
  await registerShopper(kofi, "workersdevice4");
  const { products } = (await (await ama.get("/api/products?limit=50")).json()) as { products: Array<{ id: string; stockQuantity: number }> };
  const product = products.filter((p) => p.stockQuantity >= 60).sort((a, b) => b.stockQuantity - a.stockQuantity)[0];
  expect(product, "a product with at least 60 in stock").toBeDefined();
  const add = (request: APIRequestContext) => request.post("/api/cart", { data: { productId: product!.id, quantity: 1 } }).then((r) => r.status());
  // Ama's script sends 60 adds at once; Kofi taps once in the middle of it, then sends 20 of his own.
  const amaAdds = Promise.all(Array.from({ length: 60 }, () => add(ama)));
  const kofiTap = await add(kofi);
  const kofiAdds = await Promise.all(Array.from({ length: 20 }, () => add(kofi)));
  expect(kofiTap).toBe(200);
  expect(new Set(kofiAdds)).toEqual(new Set([200]));
  expect(new Set(await amaAdds)).toEqual(new Set([200]));
  expect(await cartQuantity(ama, product!.id)).toBe(60);
  expect(await cartQuantity(kofi, product!.id)).toBe(21);
  await ama.dispose();
  await kofi.dispose();
});
