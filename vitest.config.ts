import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

/** Unit tests: fast, no database, no network. Integration tests live in commerce/ (jest), e2e in e2e/. */
export default defineConfig({
  // @glow/medusa-http and @glow/shop-contracts from their sources, so unit tests need no build first (runtime code loads its dist/).
  resolve: { alias: { "~": path.join(root, "storefront", "app"), "@glow/medusa-http": path.join(root, "packages", "medusa-http", "src", "index.ts"), "@glow/shop-contracts/constants": path.join(root, "packages", "shop-contracts", "src", "constants.ts"), "@glow/shop-contracts": path.join(root, "packages", "shop-contracts", "src", "index.ts") } },
  test: {
    include: ["storefront/app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/**/*.test.ts", "commerce/src/**/*.unit.test.ts", "plugins/*/src/**/*.unit.test.ts", "packages/*/src/**/*.test.ts"],
    environment: "node",
  },
});
