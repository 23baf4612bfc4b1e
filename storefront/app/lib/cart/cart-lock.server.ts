/**
 * One customer's cart changes, one at a time across every storefront process (ADR 071). Without
 * REDIS_URL the in-process queue of cart.server.ts orders one process's changes, and the cluster
 * primary's lock those of several `npm start` workers (ADR 096). With it, a Redis lock
 * per customer (`SET NX PX`, released only by its owner) wraps each change: the scale test found
 * that two processes adding the same product at once lost one of the additions.
 * If Redis is unreachable the change runs unlocked (the in-process queue still applies) rather than
 * failing the shopper's add-to-cart.
 */
import crypto from "node:crypto";
import { withClusterLock } from "~/lib/cluster/cluster.server";
import { sharedRedis } from "~/lib/cluster/redis.server";

const LOCK_TTL_MS = 15_000;
const WAIT_MS = 20_000;

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export async function withCustomerCartLock<T>(customerId: string, work: () => Promise<T>): Promise<T> {
  const store = sharedRedis();
  // Several `npm start` workers without Redis: the cluster primary hands out the lock (ADR 096).
  if (!store) return withClusterLock(`cart:${customerId}`, work);
  const key = `glow:cart-lock:${customerId}`;
  const owner = crypto.randomUUID();
  const deadline = Date.now() + WAIT_MS;
  let locked = false;
  try {
    while (!(locked = (await store.set(key, owner, "PX", LOCK_TTL_MS, "NX")) === "OK")) {
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 50));
    }
  } catch {
    locked = false; // Redis down: fall back to the per-process queue.
  }
  try {
    return await work();
  } finally {
    if (locked) await store.eval(RELEASE, 1, key, owner).catch(() => undefined);
  }
}
