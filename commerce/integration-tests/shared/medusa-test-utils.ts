import path from "node:path";
import type * as TestUtils from "@medusajs/test-utils";

/**
 * Medusa's own `@medusajs/test-utils`, loaded through the package's public entry point (its
 * package.json `main`). In the shared HTTP run jest.config.js maps the bare package name to
 * ./test-utils.js (our shared-boot runner), and jest's resolver applies that mapping to every way of
 * resolving the bare name (require.resolve, createRequire), so the entry is found from the package's
 * package.json, which the mapping does not catch, and loaded by its path.
 */
export function realMedusaTestUtils(): typeof TestUtils {
  const manifestPath = require.resolve("@medusajs/test-utils/package.json");
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const manifest = require(manifestPath) as { main?: string };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(path.dirname(manifestPath), manifest.main ?? "index.js")) as typeof TestUtils;
}
