/**
 * What `@medusajs/test-utils` resolves to in the shared HTTP run (jest.config.js): Medusa's package,
 * with the suite runner that registers a suite inside the one shared Medusa boot (./runner.ts).
 */
// The real package, under a path the jest mapping does not catch.
const actual = require("@medusajs/test-utils/dist/index.js");
const { sharedSuiteRunner } = require("./runner");

module.exports = { ...actual, medusaIntegrationTestRunner: sharedSuiteRunner };
