import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

/** Unit tests: fast, no database, no network. Integration tests live in commerce/ (jest), e2e in e2e/. */
export default defineConfig({
  // @glow/medusa-http and @glow/shop-contracts from their sources, so unit tests need no build first (runtime code loads its dist/).
  // The plugins' environment and options schemas (composed by commerce/src/config) from their sources too (ADR 170, 240).
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${path.join(root, "storefront", "app")}/` },
      { find: /^@glow\/medusa-http$/, replacement: path.join(root, "packages", "medusa-http", "src", "index.ts") },
      { find: /^@glow\/shop-contracts\/constants$/, replacement: path.join(root, "packages", "shop-contracts", "src", "constants.ts") },
      { find: /^@glow\/shop-contracts\/test-addresses$/, replacement: path.join(root, "packages", "shop-contracts", "src", "test-addresses.ts") },
      { find: /^@glow\/shop-contracts\/options-file$/, replacement: path.join(root, "packages", "shop-contracts", "src", "options-file.ts") },
      { find: /^@glow\/shop-contracts\/shared-env$/, replacement: path.join(root, "packages", "shop-contracts", "src", "shared-env.ts") },
      { find: /^@glow\/shop-contracts\/trusted-proxies$/, replacement: path.join(root, "packages", "shop-contracts", "src", "trusted-proxies.ts") },
      { find: /^@glow\/shop-contracts$/, replacement: path.join(root, "packages", "shop-contracts", "src", "index.ts") },
      { find: /^@glow\/plugin-([a-z-]+)\/lib\/(env|options)$/, replacement: path.join(root, "plugins", "$1", "src", "lib", "$2.ts") },
    ],
  },
  test: {
    include: ["storefront/app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/**/*.test.ts", "commerce/src/**/*.unit.test.ts", "plugins/*/src/**/*.unit.test.ts", "packages/*/src/**/*.test.ts"],
    environment: "node",
    // Unit tests are fast on a quiet machine, but CI may share its two cores with other work (issue 33):
    // a 1,000-case property test or ESLint's first start took 7–8 s at load 18 and failed vitest's 5 s.
    testTimeout: 30_000,
  },
});
