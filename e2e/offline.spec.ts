import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "./support/fixtures.ts";
import { hydrated } from "./support/page.ts";
import { apiSignIn } from "./support/session.ts";

/**
 * The installable shop and its service worker (ADR 210), with Chromium's offline mode. Every other
 * spec runs with service workers blocked (playwright.config.ts); this one allows them.
 */
test.use({ serviceWorkers: "allow" });

const NOTICE = "You are offline — this is the page as you last saw it";
const PRODUCT = { path: "/products/slug/the-ordinary-niacinamide-10-zinc-1", name: /Niacinamide 10% \+ Zinc 1%/ };
const CATEGORY = "/products?category=skincare";
const PERSONAL = /^\/(?:account|cart|checkout|orders|wishlist|profile|settings|dashboard|auth|admin|api)(?:[/._-]|$)/;

/** Opens `path` and waits until the service worker controls the page (it registers after load). */
async function controlled(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

interface Kept {
  cache: string;
  path: string;
  body: string;
}

/** Everything in the page's Cache Storage: cache, path and query, and the text of HTML entries. */
async function kept(page: Page): Promise<Kept[]> {
  return page.evaluate(async () => {
    const found: Array<{ cache: string; path: string; body: string }> = [];
    for (const cache of await caches.keys()) {
      const store = await caches.open(cache);
      for (const request of await store.keys()) {
        const url = new URL(request.url);
        const response = await store.match(request, { ignoreVary: true });
        const html = (response?.headers.get("content-type") ?? "").includes("text/html");
        found.push({ cache, path: url.pathname + url.search, body: html && response ? await response.text() : "" });
      }
    }
    return found;
  });
}

const pagesKept = async (page: Page) => (await kept(page)).filter((entry) => entry.cache.startsWith("glow-pages")).map((entry) => entry.path);

test.describe("offline and installable", () => {
  // Each test opens several pages and waits for the worker to install: more than one page's budget.
  test.describe.configure({ timeout: 120_000 });

  test("installable: manifest, icons from our art, a worker with the right headers, no installability errors", async ({ playwright, request, baseURL }, testInfo) => {
    // Chromium never offers to install from an incognito profile, which every Playwright context is
    // but a persistent one: the check runs in a profile of its own, as a shopper's browser.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "glow-install-"));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
      serviceWorkers: "allow",
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await controlled(page);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBe("/manifest.webmanifest");
    const manifest = (await (await request.get(manifestHref!)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({ short_name: "Glow", start_url: "/", display: "standalone", theme_color: "#b8285f", background_color: "#ffffff" });
    expect(manifest.name).toContain("Glow");
    for (const [sizes, purpose] of [
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeTruthy();
      const png = await (await request.get(icon!.src)).body();
      // A PNG: signature, then the IHDR chunk's width and height.
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);
    }

    const worker = await request.get("/sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    expect(worker.headers()["content-type"]).toContain("javascript");
    const csp = (await request.get("/")).headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/worker-src 'self'/);
    expect(csp).toMatch(/manifest-src 'self'/);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  test("a product and a category seen before open offline with the notice; a page never seen shows the offline page", async ({ page, context }) => {
    await controlled(page);
    // Online, the notice is not shown.
    await expect(page.getByText(NOTICE)).toBeHidden();
    await page.goto(PRODUCT.path);
    await expect(page.getByRole("heading", { level: 1, name: PRODUCT.name })).toBeVisible();
    await page.goto(CATEGORY);
    await expect.poll(() => pagesKept(page)).toEqual(expect.arrayContaining([PRODUCT.path, CATEGORY]));

    await context.setOffline(true);
    await page.goto(PRODUCT.path);
    await expect(page.getByRole("status").filter({ hasText: NOTICE })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: PRODUCT.name })).toBeVisible();

    await page.goto(CATEGORY);
    await expect(page.getByRole("status").filter({ hasText: NOTICE })).toBeVisible();
    await expect(page.getByRole("link", { name: PRODUCT.name }).first()).toBeVisible();

    // Never opened on this phone: the offline page, linking to what was seen and to the categories.
    await page.goto("/shipping");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    const seen = page.locator("ul[data-offline-seen]");
    await expect(seen.getByRole("link", { name: PRODUCT.name })).toHaveAttribute("href", PRODUCT.path);
    await expect(page.getByRole("link", { name: "Skincare" }).last()).toHaveAttribute("href", CATEGORY);
    // Its links work offline: the product seen opens from the device.
    await seen.getByRole("link", { name: PRODUCT.name }).click();
    await expect(page).toHaveURL(PRODUCT.path);
    await expect(page.getByRole("status").filter({ hasText: NOTICE })).toBeVisible();

    // Back online, the page comes from the network again, without the notice (on a busy machine a
    // render may take longer than the worker's 3 s, which shows the kept copy: that is the design).
    await context.setOffline(false);
    await expect(async () => {
      await page.goto(PRODUCT.path);
      await expect(page.getByRole("heading", { level: 1, name: PRODUCT.name })).toBeVisible();
      await expect(page.getByText(NOTICE)).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  });

  test("a signed-in shopper's pages are never kept, and signing out forgets every kept page", async ({ page, context, newShopper }) => {
    const shopper = await newShopper({ firstName: "Esi", lastName: "Offline" });
    await controlled(page);
    await page.goto(PRODUCT.path);
    await expect.poll(() => pagesKept(page)).toContain(PRODUCT.path);

    await apiSignIn(context.request, shopper.phone, shopper.password, shopper.device);
    for (const path of ["/cart", "/wishlist", "/orders", "/profile", "/settings", CATEGORY, PRODUCT.path]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
    await expect(page.getByTestId("account-menu-trigger")).toBeVisible();
    const whileSignedIn = await kept(page);
    expect(whileSignedIn.filter((entry) => PERSONAL.test(entry.path)).map((entry) => entry.path)).toEqual([]);
    // Pages rendered for her (private) were not kept: nothing on the device shows her name or number.
    expect(whileSignedIn.filter((entry) => entry.body.includes("Offline") || entry.body.includes(shopper.phone)).map((entry) => entry.path)).toEqual([]);
    expect(whileSignedIn.map((entry) => entry.path)).not.toContain(CATEGORY);

    await page.goto("/");
    await hydrated(page);
    await page.getByTestId("account-menu-trigger").click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    // The copy kept before she signed in is gone too: the next person on this phone starts clean.
    await expect.poll(() => pagesKept(page)).not.toContain(PRODUCT.path);
    const afterSignOut = await kept(page);
    expect(afterSignOut.filter((entry) => PERSONAL.test(entry.path)).map((entry) => entry.path)).toEqual([]);
  });
});
