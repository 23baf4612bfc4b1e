import os from "node:os";
import { defineConfig, devices } from "@playwright/test";

/**
 * e2e: Debian's Chromium (no browser download) against the production build, started by the
 * same script as `npm start`, on its own ports and data dir so it can run beside a running shop.
 */
const STOREFRONT_PORT = Number(process.env.E2E_PORT ?? 3100);
const MEDUSA_PORT = Number(process.env.E2E_MEDUSA_PORT ?? 9100);

/**
 * Tests run on one worker per core, up to 4 (ADR 180; E2E_WORKERS overrides, at most 8: e2e/support/worker.ts):
 * each test makes its own shopper, numbers and network (e2e/support/fixtures.ts), so none depends
 * on another's leftovers. What cannot be made private is grouped by what it shares:
 * - SHARED_CONTENT: the live banner and the news list are one per shop. Tests that change them, and
 *   tests that check the seeded ones, run one at a time in projects of their own, beside the rest.
 *   So does the newest-first product list: catalog-freshness publishes a product, which moves
 *   every card of catalog-paging's pages by one.
 * A test that checks a count over the whole shop (the image cache's files) takes Playwright's
 * `-exclusive-` lock in its spec and runs with nothing beside it.
 * A grep sees "<project> <file> <describe> <title> <tags>".
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(os.availableParallelism(), 4));
const SHARED_CONTENT = /(content|banner-embeds|catalog-freshness|catalog-paging)\.spec\.ts |admin-dashboard\.spec\.ts (banners|news): |storefront\.spec\.ts (home shows hero, latest news|accessibility \(axe\) \/ has no serious)/;
const MOBILE = /@mobile/;
const desktop = { ...devices["Desktop Chrome"], channel: undefined };
const smallPhone = { ...devices["Pixel 5"], channel: undefined };

export default defineConfig({
  testDir: "./e2e",
  // e2e/scale*.spec.ts need the multi-process topology of `npm run test:scale` (playwright.scale.config.ts).
  // e2e/hydration-handover.spec.ts runs here with 8 taps per control; `npm run test:handover` soaks it
  // with 32 (ADR 121: the stall it found is fixed).
  testIgnore: /\/scale[^/]*\.spec\.ts$/,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ".data/test-reports/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${STOREFRONT_PORT}`,
    trace: "retain-on-failure",
    // The shop's service worker (ADR 210) would answer pages and keep files between a spec's steps:
    // specs run without it, as a browser without one does. e2e/offline.spec.ts allows it.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  outputDir: ".data/test-results",
  projects: [
    // First, so that its one-at-a-time lane starts at once and runs beside the others (Playwright
    // queues test groups in project order).
    { name: "shared-content", use: desktop, grep: SHARED_CONTENT, workers: 1, fullyParallel: false },
    { name: "desktop", use: desktop, grepInvert: SHARED_CONTENT },
    { name: "small-phone", use: smallPhone, grep: MOBILE, grepInvert: SHARED_CONTENT },
    // After the desktop run of the same tests: the two must not change the banner at the same time.
    { name: "shared-content-small-phone", use: smallPhone, grep: new RegExp(`^(?=.*${MOBILE.source})(?=.*(?:${SHARED_CONTENT.source}))`), workers: 1, fullyParallel: false, dependencies: ["shared-content"] },
  ],
  webServer: {
    command: "node_modules/.bin/tsx scripts/start.ts",
    url: `http://localhost:${STOREFRONT_PORT}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    env: {
      GLOW_DATA_DIR: ".data/e2e",
      PORT: String(STOREFRONT_PORT),
      MEDUSA_PORT: String(MEDUSA_PORT),
      PG_PORT: String(process.env.E2E_PG_PORT ?? 54380),
      MEDUSA_DISABLE_TELEMETRY: "true",
      // The code limits are the production defaults (1 a minute per number and purpose, 5 an hour per
      // number, 20 an hour per network): a test that needs more codes uses more numbers, and more
      // networks through X-Forwarded-For (e2e/support/network.ts).
      // e2e/abuse.spec.ts simulates client networks with X-Forwarded-For from loopback, as the
      // scale topology's proxy does; browsers send none, so every other suite is 127.0.0.1 as before.
      TRUST_PROXY: "loopback",
      // e2e/shop-options.json turns the page cache off: specs change the catalog in Medusa directly and
      // read the next page at once, and the cache (ADR 014) would show it up to 10 s late. It is on in
      // `npm run test:scale`, which tests it. Both apps read the file (ADR 240).
      GLOW_OPTIONS_FILE: "e2e/shop-options.json",
    },
  },
});
