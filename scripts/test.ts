/**
 * `npm test` — everything, in order of cost: typecheck, lint, unit tests (vitest), build,
 * Medusa integration tests (jest, embedded Postgres of their own), e2e (Playwright + Chromium
 * against the production build started by `npm start` on separate ports and data).
 * A stage starts once the stages it needs are done (`after`): typecheck, lint and unit tests side by
 * side; then the shared packages and plugins; then integration beside the rest of the build (Medusa,
 * its admin, the storefront); then e2e (ADR 190). A failed build stops what needs it.
 * `--only <stage>` runs one stage (e.g. `npm test -- --only integration`).
 */
import fs from "node:fs";
import path from "node:path";
import { ensureSecrets, loadDotEnv } from "./lib/env.ts";
import { UserFacingError, bold, dim, fail, formatSeconds, green, red } from "./lib/log.ts";
import { buildAll, buildPlugins } from "./lib/medusa.ts";
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
/** What a running stage reports besides pass/fail: its test counts, when it has them. */
interface StageReport {
  counts?: Counts;
}

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

/**
 * `after`: the stages that must be done first. Typecheck, lint and unit tests need nothing built
 * (typecheck builds the few declarations it needs itself), so they run side by side; the plugins wait
 * for typecheck because both build the shared packages' dist/. The integration tests load the Medusa
 * app from its sources and need only the packages and plugins built, so they run beside the build of
 * the rest; e2e needs all of it.
 */
const stages: Array<{ name: string; after: string[]; work: (report: StageReport) => Promise<void> }> = [
  { name: "typecheck", after: [], work: async () => run("npm", ["run", "--silent", "typecheck"]) },
  { name: "lint", after: [], work: async () => run("npm", ["run", "--silent", "lint"]) },
  {
    name: "unit",
    after: [],
    work: async (report) => {
      const file = path.join(reportDir, "unit.json");
      try {
        await run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`]);
      } finally {
        report.counts = jestStyleCounts(file);
      }
    },
  },
  { name: "plugins", after: ["typecheck"], work: async () => buildPlugins(false, buildEnv) },
  { name: "build", after: ["plugins"], work: async () => buildAll(false, buildEnv) },
  {
    name: "integration",
    after: ["plugins"],
    work: async (report) => {
      const file = path.join(reportDir, "integration.json");
      try {
        // Two workers: the shared-boot file (run-http-suites.ts) on one, the `*.isolated` files (a
        // Medusa each) one after the other on the second; each boot has its own database (ADR 190).
        await run(bin("jest"), ["--maxWorkers=2", "--forceExit", "--json", `--outputFile=${file}`], commerceDir, {
          ...process.env,
          TEST_TYPE: "integration:http",
          NODE_OPTIONS: "--experimental-vm-modules",
          GLOW_DATA_DIR: path.join(dataDir(), "test-data"),
        });
      } finally {
        report.counts = jestStyleCounts(file);
      }
    },
  },
  {
    name: "e2e",
    // Not beside integration: e2e keeps both cores busy (ADR 180).
    after: ["build", "integration"],
    work: async (report) => {
      const chromium = ensureChromium();
      // Every e2e run starts from an empty data dir, so it also proves the first-run path of `npm start`.
      fs.rmSync(path.join(dataDir(), "e2e"), { recursive: true, force: true });
      const file = path.join(reportDir, "e2e.json");
      try {
        await run(bin("playwright"), ["test"], repoRoot, { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: file });
      } finally {
        report.counts = playwrightCounts(file);
      }
    },
  },
];

const selected = only ? stages.filter((s) => s.name === only) : stages;
if (selected.length === 0) {
  fail(`Unknown stage "${only}". Stages: ${stages.map((s) => s.name).join(", ")}.`);
  process.exit(2);
}

let failed = false;
const runStarted = Date.now();

async function runStage(stage: (typeof stages)[number]): Promise<boolean> {
  console.log(`\n${bold(`▶ ${stage.name}`)}`);
  const started = Date.now();
  const report: StageReport = {};
  let ok = true;
  try {
    await stage.work(report);
  } catch (error) {
    ok = false;
    failed = true;
    fail(`${stage.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof UserFacingError && error.hint) console.error(`  ${error.hint}`);
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(dim(`◀ ${stage.name} ${ok ? "done" : "failed"} after ${formatSeconds(seconds * 1000)}`));
  if (report.counts) {
    totals.passed += report.counts.passed;
    totals.failed += report.counts.failed;
    totals.skipped += report.counts.skipped;
  }
  results.push({ stage: stage.name, ok, seconds, counts: report.counts });
  return ok;
}

// Each stage starts as soon as the selected stages it needs are done; after a failed build, whatever
// needs the build is not started (it would only fail on the missing output).
const BUILDS = new Set(["plugins", "build"]);
{
  const selectedNames = new Set(selected.map((stage) => stage.name));
  const waiting = [...selected];
  const done = new Map<string, boolean>();
  const needs = (stage: (typeof stages)[number]) => stage.after.filter((name) => selectedNames.has(name));
  const dependsOnFailedBuild = (stage: (typeof stages)[number]): boolean =>
    needs(stage).some((name) => (BUILDS.has(name) && done.get(name) === false) || dependsOnFailedBuild(stages.find((s) => s.name === name)!));
  await new Promise<void>((resolve) => {
    let running = 0;
    const pump = () => {
      for (const stage of [...waiting]) {
        if (!needs(stage).every((name) => done.has(name))) continue;
        waiting.splice(waiting.indexOf(stage), 1);
        if (dependsOnFailedBuild(stage)) {
          done.set(stage.name, false);
          continue;
        }
        running += 1;
        void runStage(stage).then((ok) => {
          running -= 1;
          done.set(stage.name, ok);
          pump();
        });
      }
      if (running === 0) resolve();
    };
    pump();
  });
}

console.log(`\n${bold("Summary")}`);
const order = (name: string) => stages.findIndex((stage) => stage.name === name);
for (const r of results.sort((a, b) => order(a.stage) - order(b.stage))) {
  const counts = r.counts ? dim(` — ${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ""}`) : "";
  console.log(`  ${r.ok ? green("✔") : red("✖")} ${r.stage.padEnd(12)} ${dim(formatSeconds(r.seconds * 1000))}${counts}`);
}
// Stages overlap, so the wall time is less than the stages' sum.
console.log(dim(`Wall time: ${formatSeconds(Date.now() - runStarted)}`));
// Stages without their own test counts (typecheck, lint, build) count as one check each.
const checkStages = results.filter((r) => !r.counts);
const passed = totals.passed + checkStages.filter((r) => r.ok).length;
const failedCount = totals.failed + checkStages.filter((r) => !r.ok).length + results.filter((r) => r.counts && !r.ok && r.counts.failed === 0).length;
console.log(`Total: ${passed} passed, ${failedCount} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(failed ? 1 : 0);
