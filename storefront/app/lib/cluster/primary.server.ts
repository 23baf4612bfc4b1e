/**
 * The storefront's cluster primary (ADR 096): forks STOREFRONT_WORKERS workers that share the
 * port, relays their broadcasts and locks (ClusterCoordinator), replaces a worker that crashes,
 * and stops them all on SIGTERM/SIGINT. It serves no request itself.
 */
import cluster, { type Worker } from "node:cluster";
import { CLUSTER_ENV } from "./cluster.server";
import { ClusterCoordinator, isToPrimary } from "./coordinator.server";

export const MAX_STOREFRONT_WORKERS = 16;
/** More crashes than this within CRASH_WINDOW_MS: stop, and let `npm start` report it. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
const STOP_WAIT_MS = 15_000;

/** STOREFRONT_WORKERS: how many processes serve the storefront (default 1; `npm start` sets it, ADR 096). */
export function storefrontWorkersFromEnv(value = process.env.STOREFRONT_WORKERS): number {
  if (value === undefined || value.trim() === "") return 1;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > MAX_STOREFRONT_WORKERS) {
    console.warn(`[storefront] STOREFRONT_WORKERS=${value} is not a whole number from 1 to ${MAX_STOREFRONT_WORKERS}; running one process.`);
    return 1;
  }
  return parsed;
}

export function runClusterPrimary(count: number): void {
  const coordinator = new ClusterCoordinator((worker, message) => {
    const target = cluster.workers?.[worker];
    if (target?.isConnected()) target.send(message);
  });
  const crashes: number[] = [];
  let stopping = false;
  let exitStatus = 0;

  const fork = (): Worker => {
    const worker = cluster.fork({ [CLUSTER_ENV]: "1" });
    coordinator.join(worker.id);
    worker.on("message", (message: unknown) => {
      if (isToPrimary(message)) coordinator.receive(worker.id, message);
    });
    worker.on("exit", (code, signal) => {
      coordinator.leave(worker.id);
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitStatus);
        return;
      }
      const now = Date.now();
      crashes.push(now);
      while (crashes.length > 0 && now - crashes[0]! > CRASH_WINDOW_MS) crashes.shift();
      console.error(`[storefront] worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}).`);
      if (crashes.length > MAX_CRASHES) {
        console.error(`[storefront] ${crashes.length} workers stopped within a minute; stopping the storefront.`);
        stop("SIGTERM", 1);
        return;
      }
      console.error("[storefront] starting a replacement worker.");
      fork();
    });
    return worker;
  };

  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    exitStatus = exitCode;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    if (workers.length === 0) process.exit(exitStatus);
    for (const worker of workers) worker.process.kill(signal);
    setTimeout(() => process.exit(exitStatus), STOP_WAIT_MS).unref();
  };

  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => stop(signal));
  console.log(`[storefront] ${count} worker processes (STOREFRONT_WORKERS)`);
  for (let i = 0; i < count; i++) fork();
}
