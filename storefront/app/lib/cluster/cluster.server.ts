/**
 * The storefront worker's side of the cluster (ADR 096). `npm start` runs the storefront as
 * STOREFRONT_WORKERS processes sharing one port; without REDIS_URL each keeps its caches in memory,
 * so what one worker changes the others must hear of before the change is answered:
 *
 * - `broadcast(kind, payload)` reaches every other worker through the primary and resolves once all
 *   of them have applied it (or after BROADCAST_WAIT_MS: a worker that is hanging must not hang the
 *   shopper's sign-out);
 * - `withClusterLock(key, work)` runs `work` while no other worker holds the same key (a customer's
 *   cart changes, as the Redis lock does for several hosts).
 *
 * In a single process (or a worker not started by our primary) both are no-ops around `work`.
 */
import cluster from "node:cluster";
import crypto from "node:crypto";
import { isToWorker, type ToPrimary } from "./coordinator.server";

/** Set by the primary in its workers' environment. */
export const CLUSTER_ENV = "GLOW_STOREFRONT_CLUSTER";
const BROADCAST_WAIT_MS = 2_000;
const LOCK_WAIT_MS = 20_000;

type Handler = (payload: unknown) => void | Promise<void>;
interface WorkerState {
  handlers: Map<string, Handler>;
  waiting: Map<string, () => void>;
  listening: boolean;
}
// One registry per process: this module is bundled twice (server.js by esbuild, the Remix server
// build by Vite), and both copies must share one message listener and its handlers.
const state: WorkerState = ((globalThis as { __glowClusterWorker?: WorkerState }).__glowClusterWorker ??= {
  handlers: new Map(),
  waiting: new Map(),
  listening: false,
});
const { handlers, waiting } = state;

export function inClusterWorker(): boolean {
  return cluster.isWorker && process.env[CLUSTER_ENV] === "1" && typeof process.send === "function";
}

function send(message: ToPrimary): void {
  process.send?.(message);
}

function listen(): void {
  if (state.listening || !inClusterWorker()) return;
  state.listening = true;
  process.on("message", (message: unknown) => {
    if (!isToWorker(message)) return;
    if (message.glow === "deliver") {
      const handler = handlers.get(message.kind);
      void Promise.resolve()
        .then(() => handler?.(message.payload))
        .catch((error: unknown) => console.error(`[storefront] cluster message ${message.kind} failed: ${(error as Error).message}`))
        .finally(() => send({ glow: "delivered", id: message.id }));
      return;
    }
    const resolve = waiting.get(message.id);
    waiting.delete(message.id);
    resolve?.();
  });
}

/** What to do when another worker broadcasts `kind` (register once per kind, at module load). */
export function onBroadcast(kind: string, handler: Handler): void {
  handlers.set(kind, handler);
  listen();
}

function reply(id: string, waitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(false);
    }, waitMs);
    timer.unref?.();
    waiting.set(id, () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Tells every other worker; resolves when they all applied it (false when it gave up waiting). */
export async function broadcast(kind: string, payload: unknown = null): Promise<boolean> {
  if (!inClusterWorker()) return true;
  listen();
  const id = crypto.randomUUID();
  const done = reply(id, BROADCAST_WAIT_MS);
  send({ glow: "broadcast", id, kind, payload });
  return done;
}

/** Runs `work` while no other worker runs work under the same key. */
export async function withClusterLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  if (!inClusterWorker()) return work();
  listen();
  const id = crypto.randomUUID();
  const granted = reply(id, LOCK_WAIT_MS);
  send({ glow: "lock", id, key });
  // Not granted in time: go on unlocked (Medusa still checks stock), as the Redis lock does.
  await granted;
  try {
    return await work();
  } finally {
    send({ glow: "unlock", id, key });
  }
}
