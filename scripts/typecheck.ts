/**
 * `npm run typecheck` — every TypeScript project (the root scripts and each workspace with a
 * `typecheck` script) checked with `tsc --noEmit`, two projects at a time (the CPU count, at most
 * 2: each tsc holds ~1 GB of Medusa types). Incremental: build info is kept in
 * .data/tsbuildinfo/, so an unchanged project re-checks in seconds. Output is shown per project.
 * The shared packages (packages/*) are built first when changed: the plugins and the Medusa app
 * type-check against their declarations in dist/.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bold, dim, fail, formatSeconds, green, red } from "./lib/log.ts";
import { buildTypeDependencies } from "./lib/medusa.ts";
import { binDir, dataDir, repoRoot } from "./lib/paths.ts";

interface Project {
  name: string;
  tsconfig: string;
}

function projects(): Project[] {
  const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { workspaces: string[] };
  const dirs = rootPackage.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith("/*")) return [path.join(repoRoot, pattern)];
    const parent = path.join(repoRoot, pattern.slice(0, -2));
    return fs.existsSync(parent) ? fs.readdirSync(parent).sort().map((name) => path.join(parent, name)) : [];
  });
  const found = dirs.filter((dir) => {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { scripts?: Record<string, string> };
      return Boolean(pkg.scripts?.typecheck) && fs.existsSync(path.join(dir, "tsconfig.json"));
    } catch {
      return false;
    }
  });
  // The biggest projects first, so the pool ends with small ones.
  const weight = (dir: string) => (dir.endsWith("commerce") ? 0 : dir.endsWith("storefront") ? 1 : 2);
  found.sort((a, b) => weight(a) - weight(b));
  return [
    ...found.map((dir) => ({ name: path.relative(repoRoot, dir), tsconfig: path.join(dir, "tsconfig.json") })),
    { name: "scripts", tsconfig: path.join(repoRoot, "tsconfig.scripts.json") },
  ];
}

function check(project: Project): Promise<{ ok: boolean; output: string; ms: number }> {
  const started = Date.now();
  const infoDir = path.join(dataDir(), "tsbuildinfo");
  fs.mkdirSync(infoDir, { recursive: true });
  const args = ["-p", project.tsconfig, "--noEmit", "--incremental", "--tsBuildInfoFile", path.join(infoDir, `${project.name.replace(/[^a-z0-9]+/gi, "-")}.tsbuildinfo`), "--pretty"];
  return new Promise((resolve) => {
    const child = spawn(path.join(binDir, "tsc"), args, { cwd: path.dirname(project.tsconfig), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ ok: code === 0, output, ms: Date.now() - started }));
    child.on("error", (error) => resolve({ ok: false, output: String(error), ms: Date.now() - started }));
  });
}

const fromEnv = Number(process.env.GLOW_TYPECHECK_CONCURRENCY);
const concurrency = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : Math.max(1, Math.min(2, os.availableParallelism()));
const queue = projects();
let failed = 0;
try {
  await buildTypeDependencies(false, process.env);
} catch (error) {
  // The package's own project below shows its type errors; the ones built on it will miss its types.
  failed += 1;
  fail(`Building the shared packages failed: ${error instanceof Error ? error.message : String(error)}`);
}
async function worker(): Promise<void> {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    console.log(`${result.ok ? green("✔") : red("✖")} ${bold(project.name)} ${dim(formatSeconds(result.ms))}`);
    if (!result.ok) {
      failed += 1;
      console.log(result.output.trimEnd());
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
if (failed) {
  fail(`${failed} project(s) have type errors.`);
  process.exit(1);
}
