/**
 * One Medusa boot for all HTTP integration suites (`npm test -- --only integration`).
 *
 * Convention for suite files (unchanged from Medusa's docs): `integration-tests/http/<name>.spec.ts`
 * calling `medusaIntegrationTestRunner({ inApp: true, env: {}, testSuite })` from
 * `@medusajs/test-utils`. This file boots Medusa once with the real runner, then loads every
 * `http/*.spec.ts` (alphabetically) — jest.config.js maps `@medusajs/test-utils` to
 * `./test-utils.js`, whose runner (`./runner.ts`) registers each suite inside this boot with a database reset
 * to the freshly migrated state, the suite's beforeAll snapshot restored before each of its tests,
 * and its env applied for its duration. Nothing to register: a new spec file is picked up.
 * - A suite that needs Medusa booted with different settings: name it `*.isolated.spec.ts`.
 * - One file on its own (real runner, own boot):
 *   `npx jest --runInBand --forceExit integration-tests/http/<name>.spec.ts` (TEST_TYPE=integration:http).
 * - A subset in the shared boot: `GLOW_SUITES=wishlist,catalog npm test -- --only integration`.
 */
import fs from "node:fs";
import path from "node:path";
import { realMedusaTestUtils } from "./medusa-test-utils";
import { BASE_TEMPLATE, beginSuiteFile, setSharedOptions } from "./runner";

const { medusaIntegrationTestRunner } = realMedusaTestUtils();

jest.setTimeout(240_000);

const suitesDir = path.join(__dirname, "..", "http");
const wanted = process.env.GLOW_SUITES?.split(",").map((s) => s.trim()).filter(Boolean);
const files = fs
  .readdirSync(suitesDir)
  .filter((name) => /\.spec\.[jt]s$/.test(name) && !/\.isolated\.spec\.[jt]s$/.test(name))
  .filter((name) => !wanted || wanted.some((w) => name.startsWith(w)))
  .sort();

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: (options) => {
    setSharedOptions(options);
    // The freshly migrated, empty database every suite starts from.
    beforeAll(async () => {
      await options.dbUtils.snapshot({ templateName: BASE_TEMPLATE });
    });
    afterAll(async () => {
      // dbUtils carries Medusa's dropTemplate at runtime; its type does not list it.
      await (options.dbUtils as { dropTemplate?: (name: string) => Promise<void> }).dropTemplate?.(BASE_TEMPLATE);
    });
    for (const file of files) {
      describe(file.replace(/\.spec\.[jt]s$/, ""), () => {
        const fileEnv = beginSuiteFile();
        const before = { ...process.env };
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require(path.join(suitesDir, file));
        // Top-level process.env assignments of the file belong to its suite only.
        for (const key of new Set([...Object.keys(before), ...Object.keys(process.env)])) {
          if (process.env[key] !== before[key]) {
            fileEnv[key] = process.env[key];
            if (before[key] === undefined) delete process.env[key];
            else process.env[key] = before[key];
          }
        }
      });
    }
  },
});
