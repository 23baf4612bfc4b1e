import { defineConfig, devices } from "@playwright/test";

/**
 * e2e: Debian's Chromium (no browser download) against the production build, started by the
 * same script as `npm start`, on its own ports and data dir so it can run beside a running shop.
 */
const STOREFRONT_PORT = Number(process.env.E2E_PORT ?? 3100);
const MEDUSA_PORT = Number(process.env.E2E_MEDUSA_PORT ?? 9100);

export default defineConfig({
  testDir: "./e2e",
  // e2e/scale*.spec.ts need the multi-process topology of `npm run test:scale` (playwright.scale.config.ts).
  // e2e/hydration-handover.spec.ts is a soak (hundreds of throttled page starts): `npm run test:handover`.
  // In one run of 16 starts in ~30 a page's start stalled (React never mounted, ADR 120 "Open"), which a
  // CI run must not hang on until that is understood.
  testIgnore: process.env.GLOW_HANDOVER_SOAK === "1" ? /\/scale[^/]*\.spec\.ts$/ : [/\/scale[^/]*\.spec\.ts$/, /\/hydration-handover\.spec\.ts$/],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ".data/test-reports/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${STOREFRONT_PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  outputDir: ".data/test-results",
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "small-phone", use: { ...devices["Pixel 5"], channel: undefined }, grep: /@mobile/ },
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
      // Specs change the catalog in Medusa directly and read the next page at once; the page cache
      // (ADR 014) would show it up to 10 s late. It is on in `npm run test:scale`, which tests it.
      PAGE_CACHE_SECONDS: "0",
    },
  },
});
