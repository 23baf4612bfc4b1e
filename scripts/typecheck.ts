/**
 * `npm run typecheck` — TypeScript's own build mode over the solution in tsconfig.json (project
 * references, ADR 092): `tsc -b` builds the shared packages' CommonJS + declarations first (what
 * the plugins, the app and the storefront type-check against), then type-checks every other
 * project (each plugin, the Medusa app, the storefront, the root scripts) without emitting.
 * Incremental: build info lives in .data/tsbuildinfo/, so an unchanged project is skipped at once.
 * Before it, the plugins whose environment or options schemas the Medusa app composes are built when
 * changed (their `lib/env` and `lib/options` declarations, ADR 170 and 240); no plugin imports another (ADR 160).
 * The solution's plugin references are first brought in line with the folders under plugins/ (ADR 241).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { dim, fail, formatSeconds, green } from "./lib/log.ts";
import { buildTypeDependencies } from "./lib/medusa.ts";
import { binDir, repoRoot } from "./lib/paths.ts";
import { syncSolution } from "./lib/solution.ts";

const started = Date.now();
if (syncSolution()) console.log(dim("tsconfig.json: plugin references updated from plugins/"));
try {
  await buildTypeDependencies(false, process.env);
} catch (error) {
  // tsc below then reports the missing declarations in the projects that import them.
  fail(`Building the plugins whose declarations the app imports failed: ${error instanceof Error ? error.message : String(error)}`);
}
const code = await new Promise<number>((resolve) => {
  const child = spawn(path.join(binDir, "tsc"), ["-b", "--pretty", ...process.argv.slice(2)], { cwd: repoRoot, stdio: "inherit" });
  child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  child.on("error", () => resolve(1));
});
if (code !== 0) {
  fail("Type errors (above).");
  process.exit(code);
}
console.log(`${green("✔")} typecheck ${dim(formatSeconds(Date.now() - started))}`);
