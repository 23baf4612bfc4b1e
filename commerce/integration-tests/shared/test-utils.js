/**
 * What `@medusajs/test-utils` resolves to in the shared HTTP run (jest.config.js): Medusa's package,
 * with the suite runner that registers a suite inside the one shared Medusa boot (./runner.ts).
 */
// The real package, by its public entry resolved to a path the jest mapping does not catch.
const actual = require("./medusa-test-utils").realMedusaTestUtils();
const { sharedSuiteRunner } = require("./runner");

module.exports = { ...actual, medusaIntegrationTestRunner: sharedSuiteRunner };
