/**
 * What prepaid data a shopper's phone spends (issue 32 point 4): bytes transferred over the network,
 * headers included, for the journeys of the data budget, with and without the browser's Save-Data
 * hint, in Debian's Chromium with the shop's service worker running (ADR 210):
 * - first visit to the home page (a fresh phone), scrolled to the bottom so lazy pictures load;
 * - repeat visit to the home page (the same phone, a minute later);
 * - one product page to another (a card on the first product's page is tapped);
 * and the time to show a page seen before on Regular 3G (100 ms latency, 750 / 250 kbit/s) and with
 * no connection at all. Bytes are counted per response from the network: answers from the HTTP cache
 * or from the service worker's cache count 0, the worker's own fetches count. Never part of `npm test`.
 *
 *   PORT=3201 MEDUSA_PORT=9201 PG_PORT=54490 GLOW_DATA_DIR=.data/bench npm start   # another terminal
 *   npx tsx bench/data-budget.ts --base http://localhost:3201 [--runs 3]
 */
import { chromium, type BrowserContext, type Page } from "playwright";
import { flag } from "./lib/cli.ts";
import { median } from "./lib/measure.ts";

const base = flag("base", "http://localhost:3000").replace(/\/$/, "");
const runs = Number(flag("runs", "3"));
/** `--breakdown`: also list what the first visit's bytes are (per resource type, the largest files). */
const breakdown = process.argv.includes("--breakdown");
const KIB = 1024;
const BUDGET = { firstVisit: 120 * KIB, repeatVisit: 15 * KIB, productToProduct: 30 * KIB };
const REGULAR_3G = { offline: false, latency: 100, downloadThroughput: (750 * 1000) / 8, uploadThroughput: (250 * 1000) / 8 };

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

/** A fresh phone: 360 px wide, touch, its own caches and service worker. */
function phone(saveData: boolean): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "allow",
    extraHTTPHeaders: saveData ? { "Save-Data": "on" } : {},
  });
}

interface Transfer {
  url: string;
  type: string;
  bytes: number;
}

/** Counts the network bytes of everything the context (pages and service worker) fetches while `work` runs. */
async function bytesOf(context: BrowserContext, work: () => Promise<void>, transfers?: Transfer[]): Promise<number> {
  const pending: Array<Promise<number>> = [];
  const onFinished = (request: import("playwright").Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        // Answered by the service worker: its own fetch (if any) is a request of its own, counted there.
        if (!response || response.fromServiceWorker()) return 0;
        const sizes = await request.sizes().catch(() => null);
        const bytes = sizes ? sizes.responseHeadersSize + sizes.responseBodySize : 0;
        transfers?.push({ url: request.url(), type: request.serviceWorker() ? `worker ${request.resourceType()}` : request.resourceType(), bytes });
        return bytes;
      })(),
    );
  };
  context.on("requestfinished", onFinished);
  try {
    await work();
  } finally {
    context.off("requestfinished", onFinished);
  }
  return (await Promise.all(pending)).reduce((sum, n) => sum + n, 0);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  await page.waitForLoadState("networkidle");
}

/** The service worker has taken control of the page (ADR 210's worker claims clients once active). */
async function controlled(page: Page): Promise<boolean> {
  return page
    .waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
}

interface Journey {
  firstVisit: number;
  repeatVisit: number;
  productToProduct: number;
  seenOn3gMs: number;
  seenOfflineMs: number;
  workerInControl: boolean;
}

async function journey(saveData: boolean): Promise<Journey> {
  const context = await phone(saveData);
  const page = await context.newPage();
  // A product with another product's card on its page (related products).
  const { products } = (await (await fetch(`${base}/api/products?limit=2`)).json()) as { products: Array<{ slug: string }> };
  const transfers: Transfer[] = [];
  const firstVisit = await bytesOf(
    context,
    async () => {
      await page.goto(`${base}/`);
      await settle(page);
    },
    transfers,
  );
  if (breakdown) printBreakdown(transfers, saveData);
  const workerInControl = await controlled(page);
  await page.waitForTimeout(1_000);
  const repeatVisit = await bytesOf(context, async () => {
    await page.goto(`${base}/`);
    await settle(page);
  });
  await page.goto(`${base}/products/slug/${products[0]!.slug}`);
  await settle(page);
  const productToProduct = await bytesOf(context, async () => {
    const card = page.locator(`a[href^="/products/slug/"]:not([href$="/${products[0]!.slug}"])`).first();
    await card.click();
    await page.waitForURL(/\/products\/slug\//);
    await settle(page);
  });

  // A page seen before, shown again: on Regular 3G, then with no connection.
  const seen = `${base}/products/slug/${products[0]!.slug}`;
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", REGULAR_3G);
  let started = Date.now();
  await page.goto(seen, { waitUntil: "load" });
  const seenOn3gMs = Date.now() - started;
  await cdp.send("Network.emulateNetworkConditions", { ...REGULAR_3G, offline: true });
  await context.setOffline(true);
  started = Date.now();
  await page.goto(seen, { waitUntil: "load" }).catch(() => undefined);
  const seenOfflineMs = (await page.locator("h1").count()) > 0 ? Date.now() - started : Number.NaN;
  await context.close();
  return { firstVisit, repeatVisit, productToProduct, seenOn3gMs, seenOfflineMs, workerInControl };
}

function printBreakdown(transfers: Transfer[], saveData: boolean): void {
  const byType = new Map<string, { count: number; bytes: number }>();
  for (const t of transfers) {
    const row = byType.get(t.type) ?? { count: 0, bytes: 0 };
    row.count += 1;
    row.bytes += t.bytes;
    byType.set(t.type, row);
  }
  console.log(`\nFirst visit, Save-Data ${saveData ? "on" : "off"}, by resource type:`);
  for (const [type, row] of [...byType].sort((a, b) => b[1].bytes - a[1].bytes)) console.log(`  ${type.padEnd(18)} ${String(row.count).padStart(3)} × ${kib(row.bytes)}`);
  console.log("  largest:");
  for (const t of [...transfers].sort((a, b) => b.bytes - a.bytes).slice(0, 15)) console.log(`  ${kib(t.bytes).padStart(10)}  ${t.type.padEnd(18)} ${t.url.replace(base, "")}`);
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
console.log(`${new Date().toISOString()}, ${runs} runs per row, medians; Chromium ${browser.version()}`);
console.log("| Save-Data | first visit `/` | repeat visit `/` | product → product | seen page, Regular 3G | seen page, offline | worker in control |");
console.log("|---|---|---|---|---|---|---|");
const misses: string[] = [];
for (const saveData of [false, true]) {
  const results: Journey[] = [];
  for (let i = 0; i < runs; i++) results.push(await journey(saveData));
  const m = (key: keyof Omit<Journey, "workerInControl">) => median(results.map((r) => r[key]));
  console.log(
    `| ${saveData ? "on" : "off"} | ${kib(m("firstVisit"))} | ${kib(m("repeatVisit"))} | ${kib(m("productToProduct"))} | ${Math.round(m("seenOn3gMs"))} ms | ${Math.round(m("seenOfflineMs"))} ms | ${results.filter((r) => r.workerInControl).length} of ${runs} |`,
  );
  if (m("firstVisit") > BUDGET.firstVisit) misses.push(`first visit ${kib(m("firstVisit"))} > 120 KiB (Save-Data ${saveData ? "on" : "off"})`);
  if (m("repeatVisit") > BUDGET.repeatVisit) misses.push(`repeat visit ${kib(m("repeatVisit"))} > 15 KiB (Save-Data ${saveData ? "on" : "off"})`);
  if (m("productToProduct") > BUDGET.productToProduct) misses.push(`product to product ${kib(m("productToProduct"))} > 30 KiB (Save-Data ${saveData ? "on" : "off"})`);
}
await browser.close();
console.log(misses.length ? `\nBudgets missed (issue 32):\n- ${misses.join("\n- ")}` : "\nAll budgets met (issue 32: first visit ≤ 120 KiB, repeat ≤ 15 KiB, product to product ≤ 30 KiB).");
process.exitCode = misses.length ? 1 : 0;
