import { createRequire } from "node:module";
import type * as TestUtils from "@medusajs/test-utils";

/**
 * Medusa's own `@medusajs/test-utils`, loaded through the package's public entry point. In the
 * shared HTTP run jest.config.js maps the package name to ./test-utils.js (our shared-boot runner),
 * so the name is resolved here with Node's resolver (the package's `main`), and jest loads that
 * file by its path, which the mapping does not catch.
 */
export function realMedusaTestUtils(): typeof TestUtils {
  const entry = createRequire(__filename).resolve("@medusajs/test-utils");
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(entry) as typeof TestUtils;
}
