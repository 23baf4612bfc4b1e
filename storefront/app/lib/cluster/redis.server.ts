import Redis from "ioredis";

let client: Redis | null | undefined;

/**
 * The process's one Redis connection when REDIS_URL is set (several storefront processes share the
 * session and cart summaries and the per-customer cart lock through it), else null. Commands fail
 * at once instead of queueing while Redis is unreachable: each caller has its fallback (a Medusa
 * round trip, the cart change unlocked), and a shopper's page never waits on a dead Redis.
 */
export function sharedRedis(): Redis | null {
  if (client === undefined) {
    const url = process.env.REDIS_URL;
    client = url ? new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }) : null;
    // Failures surface on the commands; ioredis reconnects on its own.
    client?.on("error", () => undefined);
  }
  return client;
}
