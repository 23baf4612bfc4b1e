/**
 * `npm test` — everything, in order of cost: typecheck, lint, unit tests (vitest), build,
 * Medusa integration tests (jest, embedded Postgres of their own), e2e (Playwright + Chromium
 * against the production build started by `npm start` on separate ports and data).
 * `--only <stage>` runs one stage (e.g. `npm test -- --only integration`).
 */
import fs from "node:fs";
import path from "node:path";
import { ensureSecrets, loadDotEnv } from "./lib/env.ts";
import { UserFacingError, bold, dim, fail, formatSeconds, green, red } from "./lib/log.ts";
import { buildAll } from "./lib/medusa.ts";
import { ensureChromium } from "./lib/browser.ts";
import { binDir, commerceDir, dataDir, repoRoot } from "./lib/paths.ts";
import { runCommand } from "./lib/processes.ts";

loadDotEnv();
process.env.MEDUSA_DISABLE_TELEMETRY ??= "true";
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const reportDir = path.join(dataDir(), "test-reports");
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const results: Array<{ stage: string; ok: boolean; seconds: number; counts?: Counts }> = [];
let currentCounts: Counts | undefined;

const bin = (name: string) => path.join(binDir, name);
const run = (command: string, args: string[], cwd = repoRoot, env: NodeJS.ProcessEnv = process.env) => runCommand(command, args, { cwd, env });

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** vitest and jest write the same JSON summary shape. */
function jestStyleCounts(file: string): Counts | undefined {
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests?: number }>(file);
  return report && { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + (report.numTodoTests ?? 0) };
}

function playwrightCounts(file: string): Counts | undefined {
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(file);
  return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
}

const secrets = ensureSecrets();
// The build is `npm start`'s (same stamps, scripts/lib/medusa.ts): Medusa's admin dashboard included,
// because e2e/admin-dashboard.spec.ts walks staff through it. It is built and cached apart from the
// backend (ADR 130), so it is rebuilt only when an admin page, a plugin or the lockfile changed.
const buildEnv = { ...process.env, NODE_ENV: "production", JWT_SECRET: secrets.jwtSecret, COOKIE_SECRET: secrets.cookieSecret };

const stages: Array<{ name: string; work: () => Promise<Counts | undefined> }> = [
  { name: "typecheck", work: async () => (await run("npm", ["run", "--silent", "typecheck"]), undefined) },
  { name: "lint", work: async () => (await run("npm", ["run", "--silent", "lint"]), undefined) },
  {
    name: "unit",
    work: async () => {
      const file = path.join(reportDir, "unit.json");
      try {
        await run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`]);
      } finally {
        const counts = jestStyleCounts(file);
        if (counts) addCounts(counts);
      }
      return undefined;
    },
  },
  { name: "build", work: async () => (await buildAll(false, buildEnv), undefined) },
  {
    name: "integration",
    work: async () => {
      const file = path.join(reportDir, "integration.json");
      try {
        await run(bin("jest"), ["--runInBand", "--forceExit", "--json", `--outputFile=${file}`], commerceDir, {
          ...process.env,
          TEST_TYPE: "integration:http",
          NODE_OPTIONS: "--experimental-vm-modules",
          GLOW_DATA_DIR: path.join(dataDir(), "test-data"),
        });
      } finally {
        const counts = jestStyleCounts(file);
        if (counts) addCounts(counts);
      }
      return undefined;
    },
  },
  {
    name: "e2e",
    work: async () => {
      const chromium = ensureChromium();
      // Every e2e run starts from an empty data dir, so it also proves the first-run path of `npm start`.
      fs.rmSync(path.join(dataDir(), "e2e"), { recursive: true, force: true });
      const file = path.join(reportDir, "e2e.json");
      try {
        await run(bin("playwright"), ["test"], repoRoot, { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: file });
      } finally {
        const counts = playwrightCounts(file);
        if (counts) addCounts(counts);
      }
      return undefined;
    },
  },
];

function addCounts(counts: Counts): void {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  currentCounts = counts;
}

const selected = only ? stages.filter((s) => s.name === only) : stages;
if (selected.length === 0) {
  fail(`Unknown stage "${only}". Stages: ${stages.map((s) => s.name).join(", ")}.`);
  process.exit(2);
}

let failed = false;
for (const stage of selected) {
  console.log(`\n${bold(`▶ ${stage.name}`)}`);
  const started = Date.now();
  currentCounts = undefined;
  try {
    await stage.work();
    results.push({ stage: stage.name, ok: true, seconds: (Date.now() - started) / 1000, counts: currentCounts });
  } catch (error) {
    failed = true;
    results.push({ stage: stage.name, ok: false, seconds: (Date.now() - started) / 1000, counts: currentCounts });
    fail(`${stage.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof UserFacingError && error.hint) console.error(`  ${error.hint}`);
    // Later stages depend on the build; after a failure there, stop.
    if (stage.name === "build") break;
  }
}

console.log(`\n${bold("Summary")}`);
for (const r of results) {
  const counts = r.counts ? dim(` — ${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ""}`) : "";
  console.log(`  ${r.ok ? green("✔") : red("✖")} ${r.stage.padEnd(12)} ${dim(formatSeconds(r.seconds * 1000))}${counts}`);
}
// Stages without their own test counts (typecheck, lint, build) count as one check each.
const checkStages = results.filter((r) => !r.counts);
const passed = totals.passed + checkStages.filter((r) => r.ok).length;
const failedCount = totals.failed + checkStages.filter((r) => !r.ok).length + results.filter((r) => r.counts && !r.ok && r.counts.failed === 0).length;
console.log(`Total: ${passed} passed, ${failedCount} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(failed ? 1 : 0);
