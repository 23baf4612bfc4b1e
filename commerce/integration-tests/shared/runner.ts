/**
 * The suite runner of the shared run: `./test-utils.js` (what `@medusajs/test-utils` resolves to in
 * the shared run, see jest.config.js) is Medusa's package with `medusaIntegrationTestRunner`
 * replaced by `sharedSuiteRunner` below. Instead of
 * booting Medusa (migrations, link sync, app load: ~40–60 s per suite on a 2-core machine), it
 * registers the suite inside the one Medusa that `run-http-suites.ts` booted, with the same
 * guarantees as the real runner:
 * - the suite starts from the freshly migrated, empty database (restored from a base template);
 * - its own `beforeAll` hooks run, then the database is snapshotted, and every test of the suite
 *   starts from that snapshot (exactly what the real runner does before each test);
 * - `env` and whatever the file put into `process.env` at its top level are applied for the suite
 *   and undone afterwards; in-memory rate-limit counters of phone-auth are reset between suites.
 * Limits: settings Medusa reads only while booting (module options, medusa-config) cannot differ
 * per suite — such a suite is named `*.isolated.spec.ts` and gets a Medusa of its own.
 */
import type { medusaIntegrationTestRunner as RealRunner } from "@medusajs/test-utils";
import { realMedusaTestUtils } from "./medusa-test-utils";

type RunnerConfig = Parameters<typeof RealRunner>[0];
type SuiteOptions = Parameters<RunnerConfig["testSuite"]>[0];

export const BASE_TEMPLATE = "glow-shared-base-template";

interface SharedState {
  options?: SuiteOptions;
  /** process.env changes a suite file made at its top level, filled in after the file loaded. */
  currentFileEnv?: Record<string, string | undefined>;
}
const state: SharedState = ((globalThis as Record<string, unknown>).__glowSharedRunner ??= {}) as SharedState;

export function setSharedOptions(options: SuiteOptions): void {
  state.options = options;
}

export function beginSuiteFile(): Record<string, string | undefined> {
  const fileEnv: Record<string, string | undefined> = {};
  state.currentFileEnv = fileEnv;
  return fileEnv;
}

function applyEnv(vars: Record<string, string | undefined>): () => void {
  const previous: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(vars)) {
    previous[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

/** In-memory module state that a database restore does not reset (the rate-limit counters). */
function resetInMemoryState(options: SuiteOptions): void {
  const container = options.getContainer();
  const phoneAuth = container.hasRegistration?.("phoneAuth") ? (container.resolve("phoneAuth") as unknown as { limits_?: unknown; redis_?: unknown }) : undefined;
  if (phoneAuth && !phoneAuth.redis_) phoneAuth.limits_ = undefined;
}

export function sharedSuiteRunner(config: RunnerConfig): void {
  // A file jest runs on its own (`*.isolated.spec.ts`) was not loaded by run-http-suites.ts: it gets
  // Medusa's real runner and a boot of its own, as its name promises.
  if (!state.currentFileEnv) {
    realMedusaTestUtils().medusaIntegrationTestRunner(config);
    return;
  }
  const fileEnv = state.currentFileEnv;
  const shared = () => {
    if (!state.options) throw new Error("The shared Medusa is not booted: run HTTP suites through integration-tests/shared/run-http-suites.ts.");
    return state.options;
  };
  // The suite sees the same option object shape as with the real runner; lookups are lazy because
  // the shared Medusa boots in a beforeAll that runs after every suite was collected.
  const options = new Proxy({} as SuiteOptions, { get: (_t, key) => (shared() as unknown as Record<PropertyKey, unknown>)[key] });
  let restoreEnv = () => undefined as void;
  beforeAll(async () => {
    restoreEnv = applyEnv({ ...fileEnv, ...(config.env as Record<string, string> | undefined) });
    await shared().dbUtils.restore({ templateName: BASE_TEMPLATE });
    resetInMemoryState(shared());
  });
  config.testSuite(options);
  // Registered after the suite's own hooks, so its beforeAll data is part of the snapshot.
  beforeAll(async () => {
    await shared().dbUtils.snapshot();
  });
  afterAll(() => restoreEnv());
}
