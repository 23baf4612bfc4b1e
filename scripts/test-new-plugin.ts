/**
 * `npm run test:new-plugin` — proves `npm run new-plugin` end to end on this tree (ADR 241): makes
 * `demo-thing`, links it (npm install), then runs what `npm test` runs on it — typecheck, lint of
 * its files, the unit tests (its own, the docs tests, the route inventory), the plugin build and its
 * integration spec against a real Medusa — and removes it again whatever happened, restoring every
 * file the scaffold changed. Not a stage of `npm test` (it costs a typecheck and a Medusa boot).
 */
import fs from "node:fs";
import path from "node:path";
import { loadDotEnv } from "./lib/env.ts";
import { bold, dim, fail, formatSeconds, green } from "./lib/log.ts";
import { buildPlugins } from "./lib/medusa.ts";
import { binDir, commerceDir, dataDir, repoRoot } from "./lib/paths.ts";
import { runCommand } from "./lib/processes.ts";
import { CONTRACT_DOCS, regenerateContractDocs, scaffoldPlugin } from "./lib/scaffold.ts";

loadDotEnv();
process.env.MEDUSA_DISABLE_TELEMETRY ??= "true";
const name = process.argv[2] ?? "demo-thing";
const started = Date.now();
const REGISTRIES = ["commerce/package.json", "packages/shop-contracts/src/index.ts", "README.md", "tsconfig.json", "package-lock.json", CONTRACT_DOCS];
const saved = new Map(REGISTRIES.map((file) => [file, fs.readFileSync(path.join(repoRoot, file), "utf8")]));
const run = (command: string, args: string[], cwd = repoRoot, env: NodeJS.ProcessEnv = process.env) => runCommand(command, args, { cwd, env });

let created: string[];
try {
  // Refused (an existing plugin, a bad name) before anything is written, so nothing of the tree is removed below.
  ({ created } = scaffoldPlugin(repoRoot, name));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
let ok = false;
try {
  const step = async (label: string, work: () => Promise<void>) => {
    console.log(`\n${bold(`▶ ${label}`)}`);
    await work();
  };
  await step("npm install", () => run("npm", ["install", "--no-audit", "--no-fund"]));
  // What `npm run new-plugin` does after scaffolding: the contract docs with the new contract.
  await step("contract docs", () => regenerateContractDocs(repoRoot));
  await step("typecheck", () => run("npm", ["run", "--silent", "typecheck"]));
  await step("lint", () => run(path.join(binDir, "eslint"), ["--max-warnings=0", ...created.filter((file) => /\.tsx?$/.test(file))]));
  await step("unit", () => run(path.join(binDir, "vitest"), ["run", `plugins/${name}`, "tests/", "commerce/src/api/security", "scripts/lib/scaffold.test.ts"]));
  await step("plugins", () => buildPlugins(false, process.env));
  await step(`integration: ${name}.spec.ts`, () =>
    run(path.join(binDir, "jest"), ["--runInBand", "--forceExit", `integration-tests/http/${name}.spec.ts`], commerceDir, {
      ...process.env,
      TEST_TYPE: "integration:http",
      NODE_OPTIONS: "--experimental-vm-modules",
      GLOW_DATA_DIR: path.join(dataDir(), "test-data"),
    }),
  );
  ok = true;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  for (const file of created) fs.rmSync(path.join(repoRoot, file), { force: true });
  fs.rmSync(path.join(repoRoot, "plugins", name), { recursive: true, force: true });
  for (const [file, text] of saved) fs.writeFileSync(path.join(repoRoot, file), text);
  fs.rmSync(path.join(repoRoot, "node_modules", "@glow", `plugin-${name}`), { force: true });
  fs.rmSync(path.join(dataDir(), "tsbuildinfo", `plugin-${name}.tsbuildinfo`), { force: true });
  await run("npm", ["install", "--no-audit", "--no-fund"]).catch(() => fail("npm install after removing the plugin failed: run it again."));
}
console.log(ok ? `\n${green("✔")} new-plugin ${name}: made, checked and removed ${dim(formatSeconds(Date.now() - started))}` : `\n${name} removed again.`);
process.exit(ok ? 0 : 1);
