const { loadEnv } = require("@medusajs/framework/utils");
loadEnv("test", process.cwd());

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
  testMatch:
    process.env.TEST_TYPE === "integration:http"
      ? ["**/integration-tests/http/*.spec.[jt]s"]
      : process.env.TEST_TYPE === "integration:modules"
        ? ["**/src/modules/*/__tests__/**/*.[jt]s"]
        : ["**/src/**/__tests__/**/*.unit.spec.[jt]s"],
};
