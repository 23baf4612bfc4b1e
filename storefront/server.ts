/**
 * The storefront's production entry (compiled to build/server.js). With STOREFRONT_WORKERS > 1 this
 * process forks that many copies of the server (server-app.ts), which share the port through
 * `node:cluster` and nothing else: no messages, no locks, no shared caches (ADR 140). Whatever must
 * agree between them — sessions, carts, the cart lock — lives in Medusa. Otherwise it is the server.
 */
import cluster from "node:cluster";
import { loadStorefrontConfigOrExit } from "./app/lib/config.server";

/** More crashes than this within a minute: stop, and let `npm start` report it. */
const MAX_CRASHES = 5;

// The primary checks the whole configuration once, before forking: a wrong variable stops the
// storefront with one line per variable (ADR 170), not once per worker.
const workers = loadStorefrontConfigOrExit().storefrontWorkers;
if (cluster.isPrimary && workers > 1) {
  const crashes: number[] = [];
  let stopping = false;
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && now - crashes[0]! > 60_000) crashes.shift();
    console.error(`[storefront] worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}).`);
    if (crashes.length > MAX_CRASHES) {
      console.error(`[storefront] ${crashes.length} workers stopped within a minute; stopping the storefront.`);
      process.exit(1);
    }
    cluster.fork();
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      setTimeout(() => process.exit(0), 15_000).unref();
    });
  }
  console.log(`[storefront] ${workers} worker processes (STOREFRONT_WORKERS), sharing nothing but the port`);
  for (let i = 0; i < workers; i++) cluster.fork();
} else {
  await import("./server-app");
}
