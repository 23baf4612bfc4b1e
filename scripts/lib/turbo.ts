/**
 * Builds run through Turborepo (turbo.json, ADR 245): it orders the workspaces by their `@glow/*`
 * dependencies, hashes each one's files, lockfile entries and dependencies' hashes, and restores an
 * unchanged build from its local cache (.turbo/cache) instead of building it again. This wrapper
 * only turns turbo's output into our progress lines and, on failure, shows the failed build's log.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { UserFacingError, dim, info } from "./log.ts";
import { binDir, dataDir, repoRoot } from "./paths.ts";

/** What the progress line calls each build, and roughly how long it takes when it runs. */
const LABELS: Record<string, [string, string]> = {
  "@glow/commerce#build": ["Medusa backend", "~40 s"],
  "@glow/commerce#build:admin": ["Medusa admin dashboard", "~70 s"],
  "@glow/storefront#build": ["storefront", "~20 s"],
};
const label = (task: string) => LABELS[task]?.[0] ?? task.replace(/^@glow\//, "").replace(/#build$/, "");
const takes = (task: string) => LABELS[task]?.[1] ?? "a few seconds";

/** How many builds run at once: the CPU count, at most 2 (a Medusa build peaks at ~1.7 GB). */
function concurrency(): number {
  const fromEnv = Number(process.env.GLOW_BUILD_CONCURRENCY);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(1, Math.min(2, os.availableParallelism()));
}

/** The workspace folder of a package name, from turbo's own `<package>:<task>:` prefixes and the lock of workspaces. */
function packageDir(name: string): string | undefined {
  const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, "package-lock.json"), "utf8")) as { packages: Record<string, { name?: string }> };
  const entry = Object.entries(lock.packages).find(([dir, meta]) => meta.name === name && !dir.includes("node_modules"));
  return entry && path.join(repoRoot, entry[0]);
}

export type TurboLine = { task: string; cached: boolean } | { failedTask: string } | undefined;

/** What one line of turbo's stream output says about a task (the progress lines and the failed builds come from it). */
export function readTurboLine(line: string): TurboLine {
  // "@glow/storefront:build: cache miss, executing 5c2…" / "…: cache hit, replaying logs 5c2…" / "…: cache bypass, force executing …"
  const status = /^(@?[\w/.-]+):([\w:-]+): cache (hit|miss|bypass)/.exec(line);
  if (status) return { task: `${status[1]}#${status[2]}`, cached: status[3] === "hit" };
  // "@glow/commerce#build: command (/…/commerce) /usr/bin/npm run build exited (1)"
  const failure = /^(@?[\w/.-]+)#([\w:-]+): command .* exited \(\d+\)/.exec(line);
  if (failure) return { failedTask: `${failure[1]}#${failure[2]}` };
  return undefined;
}

export interface TurboRun {
  /** turbo tasks, e.g. ["build"] or ["build:admin"]. */
  tasks: string[];
  /** turbo --filter values (workspaces and what they need); all workspaces when empty. */
  filters?: string[];
  /** Build again even when the cache has this exact build. */
  force?: boolean;
  env: NodeJS.ProcessEnv;
}

/** Runs `turbo run`, printing one line per build (restored from the cache, or building) and its log on failure. */
export async function runTurbo({ tasks, filters = [], force = false, env }: TurboRun): Promise<void> {
  const logDir = path.join(dataDir(), "logs");
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `build-${tasks.join("-").replace(/[^a-z0-9]+/gi, "-")}.log`);
  const log = fs.createWriteStream(logFile);
  const args = [
    "run",
    ...tasks,
    ...filters.map((filter) => `--filter=${filter}`),
    `--concurrency=${concurrency()}`,
    "--output-logs=new-only",
    "--log-order=stream",
    "--log-prefix=task",
    "--env-mode=loose",
    "--no-update-notifier",
    ...(force ? ["--force"] : []),
  ];
  const child = spawn(path.join(binDir, "turbo"), args, {
    cwd: repoRoot,
    env: { ...env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1", FORCE_COLOR: "0", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const failed = new Set<string>();
  const onLine = (line: string) => {
    log.write(`${line}\n`);
    const read = readTurboLine(line);
    if (read && "task" in read) info(`${label(read.task)}: ${read.cached ? "up to date" : `building (${takes(read.task)})`}`);
    if (read && "failedTask" in read) failed.add(read.failedTask);
  };
  readline.createInterface({ input: child.stdout }).on("line", onLine);
  readline.createInterface({ input: child.stderr }).on("line", onLine);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (exitCode) => resolve(exitCode));
  });
  await new Promise((resolve) => log.end(resolve));
  if (code === 0) return;
  const details = [...failed].map((task) => {
    const [name, taskName] = task.split("#") as [string, string];
    const dir = packageDir(name);
    const taskLog = dir && path.join(dir, ".turbo", `turbo-${taskName.replace(/:/g, "$colon$")}.log`);
    const tail = taskLog && fs.existsSync(taskLog) ? fs.readFileSync(taskLog, "utf8").trimEnd().split("\n").slice(-40).join("\n") : "";
    return `${label(task)} failed.${tail ? `\n${dim(tail)}` : ""}`;
  });
  throw new UserFacingError(
    details.length > 0 ? details.join("\n") : `\`turbo ${args.join(" ")}\` failed (exit code ${code}).`,
    `The full build output is in ${path.relative(process.cwd(), logFile)}.`,
  );
}
