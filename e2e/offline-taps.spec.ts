import { expect, type Page } from "@playwright/test";
import { test } from "./support/fixtures.ts";
import { hydrated, openCartDrawer } from "./support/page.ts";
import { MedusaAdmin } from "./support/medusa-admin.ts";
import { productIdBySlug } from "./support/session.ts";

/**
 * Taps made offline are kept (ADR 235): "Add to cart", the wishlist heart and a review tapped with Chromium
 * offline are kept on the phone, shown as waiting, and sent when the connection returns — once, also
 * when the same tap is sent again. Service workers are allowed here (Background Sync), as in
 * offline.spec.ts; every other spec blocks them.
 */
test.use({ serviceWorkers: "allow" });

const SLUG = "the-ordinary-niacinamide-10-zinc-1";
const NAME = /Niacinamide 10% \+ Zinc 1%/;
const WAITING = "Waiting for connection";

interface QueuedTap {
  kind: string;
  key: string;
  productId: string;
  add?: boolean;
}

/** The taps waiting in the page's IndexedDB (lib/offline/tap-queue.ts). */
async function queued(page: Page): Promise<QueuedTap[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedTap[]>((resolve, reject) => {
        const open = indexedDB.open("glow-taps");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("taps")) return resolve([]);
          const all = db.transaction("taps").objectStore("taps").getAll();
          all.onsuccess = () => {
            resolve(all.result as QueuedTap[]);
            db.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * The page is controlled by the worker, hydrated, and has fetched the code a tap made offline shows
 * (the toast, the cart drawer: OfflineTaps warms them for a signed-in shopper, ADR 235).
 */
async function readyForTunnel(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await hydrated(page);
  await page.waitForFunction(
    () => {
      const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
      return loaded.some((name) => /\/CartDrawerPanel-[\w-]+\.js$/.test(name)) && loaded.some((name) => /\/toaster-[\w-]+\.js$/.test(name));
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** Sends a request from the page, as a replaying device would (same cookies, same origin). */
async function fromPage(page: Page, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<number> {
  return page.evaluate(
    async ({ method, url, body, headers }) =>
      (
        await fetch(url, {
          method,
          credentials: "same-origin",
          headers: { Accept: "application/json", "Content-Type": "application/json", ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).status,
    { method, url, body, headers },
  );
}

test.describe("taps made offline", () => {
  test.describe.configure({ timeout: 120_000 });

  test("add to cart and a heart tapped offline wait on the phone, then apply once when the connection returns, also when replayed", async ({ page, context, shopper: _ }) => {
    const productId = await productIdBySlug(context.request, SLUG);
    await page.goto(`/products/slug/${SLUG}`);
    await readyForTunnel(page);
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page.getByText(WAITING).first()).toBeVisible();
    const heart = page.locator("form[action='/wishlist/toggle'] button").first();
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => (await queued(page)).map((tap) => tap.kind).sort()).toEqual(["cart-add", "wishlist"]);
    const taps = await queued(page);
    const addKey = taps.find((tap) => tap.kind === "cart-add")!.key;
    expect(addKey).toMatch(/^[0-9a-f-]{36}$/);

    // The drawer shows the add as waiting, with the product's name.
    await openCartDrawer(page);
    const waitingAdd = page.getByTestId("cart-waiting-add");
    await expect(waitingAdd).toHaveCount(1);
    await expect(waitingAdd).toContainText(NAME);
    await expect(waitingAdd.getByTestId("waiting-mark")).toContainText(WAITING);
    await page.keyboard.press("Escape");

    // Back online: the page (and the worker's Background Sync, where it fires) sends them, and says so.
    await context.setOffline(false);
    await expect.poll(() => queued(page), { timeout: 20_000 }).toEqual([]);
    // One toast at a time: the last settled run's ("… was added to your cart. … wishlist.").
    await expect(page.getByText(/was added to your (?:cart|wishlist)/).first()).toBeVisible();

    // The same add sent twice more, at once (a device that lost the answers): still one.
    const replays = await Promise.all([1, 2].map(() => fromPage(page, "POST", "/api/cart", { productId, quantity: 1 }, { "Idempotency-Key": addKey })));
    expect(replays).toEqual([200, 200]);
    expect(await fromPage(page, "POST", "/api/wishlist", { productId })).toBe(200);

    const cart = (await (await context.request.get("/api/cart")).json()) as Array<{ product: { id: string }; quantity: number }>;
    expect(cart.filter((item) => item.product.id === productId).map((item) => item.quantity)).toEqual([1]);
    const wishlist = (await (await context.request.get("/api/wishlist")).json()) as Array<{ id: string }>;
    expect(wishlist.filter((item) => item.id === productId)).toHaveLength(1);

    // The wishlist page and the drawer show them as sent, with nothing left waiting.
    await page.goto("/wishlist");
    await expect(page.getByTestId("wishlist-item").filter({ hasText: NAME })).toHaveCount(1);
    await expect(page.getByTestId("waiting-mark")).toHaveCount(0);
    await openCartDrawer(page);
    await expect(page.getByTestId("cart-line").filter({ hasText: NAME }).getByTestId("cart-line-quantity")).toHaveText("1");
    await expect(page.getByTestId("cart-waiting-add")).toHaveCount(0);

    // A malformed key is refused in plain words; without a key, an add answers as before.
    expect(await fromPage(page, "POST", "/api/cart", { productId, quantity: 1 }, { "Idempotency-Key": "again" })).toBe(400);
  });

  test("a review written offline waits on the phone, is sent when the connection returns, and counts once", async ({ page, context, shopper }) => {
    // A real delivered order of this shopper, made by staff through Medusa's admin API (reviews are for what was received).
    const admin = await MedusaAdmin.signIn();
    const product = await admin.productByHandle(SLUG);
    await admin.deliveredOrder({ id: shopper.id, email: shopper.email }, product.variantId);
    const comment = `Written on the trotro to Kumasi (${Date.now()})`;

    await page.goto(`/products/slug/${SLUG}`);
    await readyForTunnel(page);
    const reviews = page.getByTestId("reviews");
    await reviews.getByRole("button", { name: "Write a Review" }).click();
    const form = reviews.getByTestId("review-form");
    await form.getByText("★").nth(4).click();
    await form.getByLabel("Your review (optional)").fill(comment);

    await context.setOffline(true);
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText(/You are offline\. Your review of .* will be sent as soon as the connection returns\./).first()).toBeVisible();
    await expect(reviews.getByTestId("review-waiting").getByTestId("waiting-mark")).toContainText(WAITING);
    await expect(form).toBeHidden();
    await expect.poll(async () => (await queued(page)).map((tap) => tap.kind)).toEqual(["review"]);

    await context.setOffline(false);
    await expect.poll(() => queued(page), { timeout: 20_000 }).toEqual([]);
    await expect(page.getByText(/Your review of .* was sent and is pending approval\./).first()).toBeVisible();
    await expect(reviews.getByTestId("review-waiting")).toHaveCount(0);
    // Sent again (a device that lost the answer): the shop keeps one review per shopper and product.
    expect(await fromPage(page, "POST", `/api/products/${product.id}/reviews`, { rating: 5, comment })).toBe(409);
    const { reviews: stored } = await admin.call<{ reviews: Array<{ comment: string | null; rating: number; customer: { id: string } | null }> }>(
      "GET",
      `/admin/reviews?status=all&limit=100&product_id=${encodeURIComponent(product.id)}`,
    );
    expect(stored.filter((review) => review.customer?.id === shopper.id).map((review) => [review.rating, review.comment])).toEqual([[5, comment]]);
    // The section no longer offers the form: the shopper has reviewed it.
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("reviews").getByRole("button", { name: "Write a Review" })).toHaveCount(0);
  });

  test("\"Move to cart\" on the wishlist page offline: the add waits in the drawer, the heart's removal waits, both apply when back online", async ({ page, context, shopper: _ }) => {
    const productId = await productIdBySlug(context.request, SLUG);
    expect((await context.request.post("/api/wishlist", { data: { productId } })).status()).toBe(200);
    await page.goto("/wishlist");
    await readyForTunnel(page);
    const item = page.getByTestId("wishlist-item").filter({ hasText: NAME });
    await expect(item).toHaveCount(1);

    await context.setOffline(true);
    // "Move to cart": an add and a heart (removal) made offline, both kept.
    await item.getByRole("button", { name: "Move to cart" }).click();
    await expect.poll(async () => (await queued(page)).map((tap) => tap.kind).sort()).toEqual(["cart-add", "wishlist"]);
    await expect(page.getByText(WAITING).first()).toBeVisible();
    // The heart's removal is shown as made; the add waits in the drawer.
    await expect(page.getByTestId("wishlist-item").filter({ hasText: NAME })).toHaveCount(0);
    await openCartDrawer(page);
    await expect(page.getByTestId("cart-waiting-add").filter({ hasText: NAME }).getByTestId("waiting-mark")).toBeVisible();
    await page.keyboard.press("Escape");

    await context.setOffline(false);
    await expect.poll(() => queued(page), { timeout: 20_000 }).toEqual([]);
    await expect(page.getByTestId("wishlist-item").filter({ hasText: NAME })).toHaveCount(0);
    const cart = (await (await context.request.get("/api/cart")).json()) as Array<{ product: { id: string }; quantity: number }>;
    expect(cart.filter((line) => line.product.id === productId).map((line) => line.quantity)).toEqual([1]);
    const wishlist = (await (await context.request.get("/api/wishlist")).json()) as Array<{ id: string }>;
    expect(wishlist.map((saved) => saved.id)).not.toContain(productId);
  });
});
