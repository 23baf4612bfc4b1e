import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { UserFacingError, dim } from "./log.ts";

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Child output goes here; on failure its tail is shown. Without it, output is inherited. */
  logFile?: string;
}

/** Runs a command to completion; on failure shows the end of its log and throws. */
export async function runCommand(command: string, args: string[], options: RunOptions): Promise<void> {
  const output = options.logFile ? fs.openSync(options.logFile, "w") : undefined;
  const spawnOptions: SpawnOptions = {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: output === undefined ? "inherit" : ["ignore", output, output],
  };
  const child = spawn(command, args, spawnOptions);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (exitCode) => resolve(exitCode));
  });
  if (output !== undefined) fs.closeSync(output);
  if (code !== 0) {
    const tail = options.logFile ? logTail(options.logFile, 40) : "";
    throw new UserFacingError(
      `\`${path.basename(command)} ${args.join(" ")}\` failed (exit code ${code}).${tail ? `\n${dim(tail)}` : ""}`,
      options.logFile ? `The full output is in ${options.logFile}.` : undefined,
    );
  }
}

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
  private readonly children = new Map<string, ChildProcess>();
  private stopping = false;

  start(name: string, command: string, args: string[], options: RunOptions & { onExit?: (code: number | null) => void }): ChildProcess {
    const output = options.logFile ? fs.openSync(options.logFile, "a") : undefined;
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      detached: true,
      stdio: output === undefined ? "inherit" : ["ignore", output, output],
    });
    this.children.set(name, child);
    child.on("exit", (code) => {
      this.children.delete(name);
      if (!this.stopping) options.onExit?.(code);
    });
    return child;
  }

  /** Stops one child's group (SIGTERM, SIGKILL after the grace period) without stopping the others. */
  async stop(name: string, graceMs = 10_000): Promise<void> {
    const child = this.children.get(name);
    if (!child) return;
    this.children.delete(name);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    signalGroup(child, "SIGTERM");
    const timer = setTimeout(() => signalGroup(child, "SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /** SIGTERM every group, then SIGKILL what is still alive after the grace period. */
  async stopAll(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    const alive = [...this.children.values()];
    const exits = alive.map(
      (child) => new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
      }),
    );
    for (const child of alive) signalGroup(child, "SIGTERM");
    const timer = setTimeout(() => {
      for (const child of alive) signalGroup(child, "SIGKILL");
    }, graceMs);
    await Promise.all(exits);
    clearTimeout(timer);
    // Grandchildren may outlive their group leader: make sure the groups are gone.
    for (const child of alive) signalGroup(child, "SIGKILL");
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Polls an HTTP URL until it answers with a status below 500, or throws after the timeout. */
export async function waitForHttp(url: string, timeoutMs: number, isAborted: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "no answer yet";
  while (Date.now() < deadline) {
    if (isAborted()) throw new UserFacingError(`Stopped while waiting for ${url}.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status < 500) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new UserFacingError(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (${lastError}).`);
}
