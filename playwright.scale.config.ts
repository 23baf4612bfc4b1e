import { defineConfig, devices } from "@playwright/test";

/**
 * `npm run test:scale` (scripts/test-scale.ts) starts the production-like topology — Redis, Postgres,
 * two Medusa servers + a worker, two storefronts behind the shop's own nginx (deploy/nginx.conf) — and then runs these
 * tests against the proxy. Not meant to be run on its own (nothing would be listening).
 */
export default defineConfig({
  testDir: "./e2e",
  // e2e/scale*.spec.ts, and the abuse suite (issue 14) against the Redis-backed limits.
  testMatch: /\/(scale[^/]*|abuse)\.spec\.ts$/,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ".data/test-reports/scale.json" }]],
  use: {
    baseURL: process.env.SCALE_SHOP_URL ?? "http://localhost:3400",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  outputDir: ".data/test-results-scale",
  projects: [{ name: "scale", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
