import fs from "node:fs";
import path from "node:path";
import { execa, type Result, type ResultPromise } from "execa";
import { UserFacingError, dim } from "./log.ts";

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Child output goes here; on failure its tail is shown. Without it, output is inherited. */
  logFile?: string;
}

/**
 * Starts a command with exactly `env` and its output in the log file (its own file descriptor:
 * the child writes there even after we are gone). The promise resolves, never rejects, on exit.
 */
export function spawnLogged(command: string, args: string[], options: RunOptions & { detached?: boolean; append?: boolean }): ResultPromise {
  const log = options.logFile === undefined ? "inherit" : fs.openSync(options.logFile, options.append ? "a" : "w");
  try {
    // Any open descriptor is passed through to the child; execa's types only list 3 to 9.
    const stdio = log === "inherit" ? "inherit" : (["ignore", log as 3, log as 3] as const);
    return execa(command, args, { cwd: options.cwd, env: options.env ?? process.env, extendEnv: false, detached: options.detached, stdio, reject: false });
  } finally {
    if (log !== "inherit") fs.closeSync(log);
  }
}

/** Runs a command to completion; on failure shows the end of its log and throws. */
export async function runCommand(command: string, args: string[], options: RunOptions): Promise<void> {
  const result = await spawnLogged(command, args, options);
  if (!result.failed) return;
  const tail = options.logFile ? logTail(options.logFile, 40) : "";
  throw new UserFacingError(
    `\`${path.basename(command)} ${args.join(" ")}\` failed (${exitOf(result)}).${tail ? `\n${dim(tail)}` : ""}`,
    options.logFile ? `The full output is in ${options.logFile}.` : undefined,
  );
}

const exitOf = (result: Result) => (result.signal ? `killed by ${result.signal}` : result.exitCode === undefined ? result.originalMessage : `exit code ${result.exitCode}`);

export function logTail(file: string, lines: number): string {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/**
 * Long-lived children (Medusa, the storefront). Each gets its own process group
 * so that stopping it also stops whatever it forked (medusa develop forks a server).
 */
export class ProcessGroup {
  private readonly children = new Map<string, ResultPromise>();
  private stopping = false;

  /** `onExit` hears of an exit nobody asked for (not after stop or stopAll). */
  start(name: string, command: string, args: string[], options: RunOptions & { onExit?: (code: number | null) => void }): void {
    if (this.stopping) return;
    const child = spawnLogged(command, args, { ...options, detached: true, append: true });
    this.children.set(name, child);
    void child.then((result) => {
      if (this.stopping || this.children.get(name) !== child) return;
      this.children.delete(name);
      options.onExit?.(result.exitCode ?? null);
    });
  }

  /** Stops one child's group without stopping the others. */
  async stop(name: string): Promise<void> {
    const child = this.children.get(name);
    this.children.delete(name);
    if (child) await stopGroup(child);
  }

  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.children.values()].map((child) => stopGroup(child)));
  }
}

/** SIGTERM to the child's group, SIGKILL after the grace period; then SIGKILL for grandchildren that outlived their leader. */
async function stopGroup(child: ResultPromise, graceMs = 10_000): Promise<void> {
  signal(-child.pid!, "SIGTERM");
  const timer = setTimeout(() => signal(-child.pid!, "SIGKILL"), graceMs);
  await child;
  clearTimeout(timer);
  signal(-child.pid!, "SIGKILL");
}

/** process.kill (a negative pid: the whole process group) for a process that may be gone already. */
export function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/**
 * Waits until every resource answers — `http://…` a GET with a status below 500, `tcp:host:port` a
 * connection — or throws after the timeout, naming those that did not.
 */
export async function waitFor(resources: string[], timeoutMs: number): Promise<void> {
  const get = resources.map((resource) => resource.replace(/^http:/, "http-get:"));
  // Loaded when first needed: wait-on brings axios, joi and rxjs (~0.5 s), which a build alone never uses.
  const { default: waitOn } = await import("wait-on");
  await waitOn({ resources: get, timeout: timeoutMs, interval: 300, simultaneous: 1, httpTimeout: 5_000, proxy: false, validateStatus: (status) => status < 500 }).catch((error: Error) => {
    if (!error.message.startsWith("Timed out waiting for: ")) throw error;
    const silent = error.message.replace(/^Timed out waiting for: /, "").replaceAll("http-get:", "http:");
    throw new UserFacingError(`${silent} did not answer within ${Math.round(timeoutMs / 1000)} s.`);
  });
}
