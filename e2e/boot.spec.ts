import { expect, test } from "@playwright/test";
import { hydrated } from "./support/page.ts";

/**
 * How the browsing pages start their JavaScript on a phone (ADR 076, 094, 095): few files (each file
 * is a round trip on a slow connection), React DOM and then the shell evaluated each in a task of
 * their own before Remix's module script, and news pictures in a modern format at a phone's width.
 */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/**
 * Each page with the most script files it may load. The product page also loads zod's core (its
 * reviews and forms check what they send and receive): a file of its own so /auth and checkout need
 * not load the product page's code to get it (vite.config.ts; 20 KB less for /auth, 2 KB more here).
 */
const BROWSING_PAGES = [
  ["/", 7],
  ["/products", 7],
  ["/products/slug/cerave-hydrating-facial-cleanser", 8],
] as const;

for (const [path, maxFiles] of BROWSING_PAGES) {
  test(`${path} loads its JavaScript in at most ${maxFiles} files, React DOM and the shell first`, async ({ page }) => {
    const scripts: string[] = [];
    const beforeLoad: string[] = [];
    let loaded = false;
    page.on("load", () => (loaded = true));
    page.on("request", (request) => {
      if (request.resourceType() === "script" && new URL(request.url()).pathname.startsWith("/assets/")) {
        scripts.push(new URL(request.url()).pathname);
        if (!loaded) beforeLoad.push(new URL(request.url()).pathname);
      }
    });
    await page.goto(path);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
    expect(scripts.length, scripts.join("\n")).toBeGreaterThanOrEqual(4);
    expect(scripts.length, scripts.join("\n")).toBeLessThanOrEqual(maxFiles);
    // The boot's own module scripts, in the order they were added: React DOM, the shell, then Remix's.
    const boot = await page.locator("#glow-boot script").evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src.replace(/^.*\/assets\//, "") || "inline"));
    expect(boot).toEqual([expect.stringMatching(/^react-dom-.*\.js$/), expect.stringMatching(/^shell-.*\.js$/), "inline"]);
    // Remix's preload links and module script wait in an inert <template> (ADR 152): the browser's
    // preload scanner requests none of them while the page loads.
    expect(beforeLoad).toEqual([]);
    // The boot evaluates React DOM's chunk on its own: it must import nothing (vite.config.ts).
    const reactDom = await (await page.request.get(scripts.find((script) => /\/react-dom-[^/]*\.js$/.test(script))!)).text();
    expect(reactDom).not.toMatch(/\b(from|import)\s*\(?\s*["']\.{1,2}\//);
  });
}

test("the home page and the product list load no zod at all (issue 32's data budget)", async ({ page }) => {
  for (const path of ["/", "/products"]) {
    const scripts: string[] = [];
    const onRequest = (request: import("@playwright/test").Request) => {
      if (request.resourceType() === "script" && new URL(request.url()).pathname.startsWith("/assets/")) scripts.push(new URL(request.url()).pathname);
    };
    page.on("request", onRequest);
    await page.goto(path);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
    page.off("request", onRequest);
    // 17 KB of a first visit's scripts (ADR 095): zod's core comes with the first form or dialog that needs it.
    expect(scripts.filter((script) => /\/zod-mini-[^/]*\.js$/.test(script)), `${path}\n${scripts.join("\n")}`).toEqual([]);
    const shell = await (await page.request.get(scripts.find((script) => /\/shell-[^/]*\.js$/.test(script))!)).text();
    expect(shell, "the shell bundles none of zod's schemas").not.toMatch(/\$ZodType|ZodError/);
  }
});

test("client files come compressed at build time, Brotli first", async ({ page }) => {
  await page.goto("/");
  const shellPath = await page.locator('#glow-boot script[src*="/shell-"]').getAttribute("src");
  const brotli = await page.request.get(shellPath!, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(brotli.headers()["cache-control"]).toContain("immutable");
  expect(brotli.headers()["content-type"]).toContain("javascript");
  // Stored compressed, so its length is known before sending (compressing per response streams it chunked).
  expect(Number(brotli.headers()["content-length"])).toBeGreaterThan(0);
  expect(Number(brotli.headers()["content-length"])).toBeLessThan((await brotli.body()).length / 3);
  const gzip = await page.request.get(shellPath!, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toBe(await brotli.text());
  const worker = await page.request.get("/sw.js", { headers: { "Accept-Encoding": "br" } });
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toContain("javascript");
});

test("/auth loads no catalog or product code, only its forms and zod's small API", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && new URL(request.url()).pathname.startsWith("/assets/")) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/auth");
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
  // The sign-in forms wait for these scripts: each extra kilobyte is time a fast typist is ahead of React.
  expect(scripts.filter((script) => /\/(catalog|product)-[^/]*\.js$/.test(script)), scripts.join("\n")).toEqual([]);
  expect(scripts.some((script) => /\/zod-mini-[^/]*\.js$/.test(script)), scripts.join("\n")).toBe(true);
});

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
