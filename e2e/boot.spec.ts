import { expect, test } from "@playwright/test";
import { hydrated } from "./support/page.ts";

/**
 * How the browsing pages start their JavaScript on a phone (ADR 095, 151): few files (each file is a
 * round trip on a slow connection), started by Remix's own <Scripts> (no rewritten boot), and news
 * pictures in a modern format at a phone's width.
 */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const BROWSING_PAGES = ["/", "/products", "/products/slug/cerave-hydrating-facial-cleanser"];

for (const path of BROWSING_PAGES) {
  test(`${path} loads its JavaScript in at most 7 files, through Remix's own scripts`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" && new URL(request.url()).pathname.startsWith("/assets/")) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
    expect(scripts.length, scripts.join("\n")).toBeGreaterThanOrEqual(4);
    expect(scripts.length, scripts.join("\n")).toBeLessThanOrEqual(7);
    // Remix's module script as it rendered it, and a preload for each of the page's files (ADR 151).
    expect(await page.locator("script[type=module]").count()).toBe(1);
    const preloads = await page.locator("link[rel=modulepreload]").evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    for (const script of scripts) expect(preloads, script).toContain(script);
  });
}

test("the home page's news pictures come as AVIF no wider than 640 px", async ({ page }) => {
  const pictures: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image" && request.url().includes("/media/news/")) pictures.push(request.url());
  });
  await page.goto("/");
  await hydrated(page);
  await page.locator("#news").scrollIntoViewIfNeeded();
  await expect.poll(() => pictures.length).toBeGreaterThan(0);
  for (const url of pictures) expect(url).toMatch(/\?w=(320|480|640)&fm=avif$/);
  // The picture shown is the resized one, and it decoded.
  const shown = page.locator("#news picture img").first();
  await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/fm=avif/);
  expect(await shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});
