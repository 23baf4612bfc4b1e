const { loadEnv } = require("@medusajs/framework/utils");
loadEnv("test", process.cwd());

/**
 * HTTP integration tests (TEST_TYPE=integration:http) run in ONE Medusa boot: the entry
 * integration-tests/shared/run-http-suites.ts loads every integration-tests/http/*.spec.ts (see its
 * header for the rules). Naming spec files on the command line runs them the classic way, each
 * with its own boot through Medusa's real runner; `*.isolated.spec.ts` files always do.
 */
const explicitSpecs = process.argv.slice(2).some((arg) => /\.spec\.[jt]s$/.test(arg));
const sharedHttp = process.env.TEST_TYPE === "integration:http" && !explicitSpecs;

module.exports = {
  transform: {
    "^.+\\.[jt]s$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript", decorators: true } } },
    ],
  },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  setupFiles: ["./integration-tests/setup.js"],
  globalSetup: "./integration-tests/global-setup.js",
  globalTeardown: "./integration-tests/global-teardown.js",
  testTimeout: 180000,
  // The shared boot first, so that with two workers (scripts/test.ts) the isolated files run beside it.
  testSequencer: "<rootDir>/integration-tests/shared/sequencer.js",
  moduleNameMapper: sharedHttp ? { "^@medusajs/test-utils$": "<rootDir>/integration-tests/shared/test-utils.js" } : {},
  // Jest runs the HTTP integration suites only; unit tests are vitest's (`*.unit.test.ts`).
  testMatch: sharedHttp
    ? ["**/integration-tests/shared/run-http-suites.[jt]s", "**/integration-tests/http/*.isolated.spec.[jt]s"]
    : ["**/integration-tests/http/*.spec.[jt]s"],
};
