/**
 * The customer's cart lines as the storefront last wrote or read them (ADR 088): what the header's
 * badge and `/api/cart` show, kept per customer for at most the bound (default 5 s, `CART_CACHE_MS`,
 * capped at 5 s, 0 turns it off). Every cart change made through the storefront writes its result
 * here under the customer's cart lock (cart.server.ts), and a read that misses fills it under the
 * same lock, so a slower read can never put back lines older than a write. Checkout completion
 * removes it. Changes made elsewhere (the Medusa admin, Paystack's webhook completing a cart) show
 * within the bound. In memory (LRU) for one process (several `npm start` workers: each write drops the
 * other workers' copies, ADR 096), in Redis with REDIS_URL (every process sees every write at once);
 * a Redis failure counts as a miss.
 */
import type Redis from "ioredis";
import { LRUCache } from "lru-cache";
import { sessionSummaryMaxAgeFromEnv } from "~/lib/auth/session-summary.server";
import { broadcast, inClusterWorker, onBroadcast } from "~/lib/cluster/cluster.server";
import { sharedRedis } from "~/lib/cluster/redis.server";
import type { CartItem } from "./cart.types";

export interface CartSummaryStore {
  get(customerId: string): Promise<CartItem[] | undefined>;
  /** `written`: the lines a cart change answered (false: lines read from Medusa after a miss). */
  set(customerId: string, items: CartItem[], ttlMs: number, written: boolean): Promise<void>;
  delete(customerId: string): Promise<void>;
}

export class MemoryCartSummaryStore implements CartSummaryStore {
  private readonly cache = new LRUCache<string, { items: CartItem[] }>({ max: 20_000 });
  async get(customerId: string) {
    return this.cache.get(customerId)?.items;
  }
  async set(customerId: string, items: CartItem[], ttlMs: number) {
    this.cache.set(customerId, { items }, { ttl: ttlMs });
  }
  async delete(customerId: string) {
    this.cache.delete(customerId);
  }
}

/**
 * Several workers of one `npm start` without Redis (ADR 096): a worker that writes a customer's lines
 * after a change has every other worker drop its copy first (they read Medusa again on their next
 * render), so the badge never goes back to lines older than the last change, whichever worker
 * answers. Lines read after a miss are kept locally only.
 */
export class ClusterCartSummaryStore implements CartSummaryStore {
  static readonly DELETE = "cart-summary:delete";

  constructor(private readonly local: MemoryCartSummaryStore) {
    onBroadcast(ClusterCartSummaryStore.DELETE, (customerId) => local.delete(String(customerId)));
  }
  get(customerId: string) {
    return this.local.get(customerId);
  }
  async set(customerId: string, items: CartItem[], ttlMs: number, written: boolean) {
    // Only a change makes the others' copies old; a read after a miss found what they may hold
    // (and broadcasting it would have the workers drop each other's copies on every read).
    if (written) await broadcast(ClusterCartSummaryStore.DELETE, customerId);
    await this.local.set(customerId, items, ttlMs);
  }
  async delete(customerId: string) {
    await this.local.delete(customerId);
    await broadcast(ClusterCartSummaryStore.DELETE, customerId);
  }
}

export class RedisCartSummaryStore implements CartSummaryStore {
  constructor(private readonly redis: Redis) {}
  private key = (customerId: string) => `glow:cart-summary:${customerId}`;
  async get(customerId: string) {
    try {
      const raw = await this.redis.get(this.key(customerId));
      return raw ? (JSON.parse(raw) as CartItem[]) : undefined;
    } catch {
      return undefined;
    }
  }
  async set(customerId: string, items: CartItem[], ttlMs: number) {
    await this.redis.set(this.key(customerId), JSON.stringify(items), "PX", ttlMs).catch(() => undefined);
  }
  async delete(customerId: string) {
    await this.redis.del(this.key(customerId)).catch(() => undefined);
  }
}

export class CartSummaries {
  constructor(
    readonly store: CartSummaryStore,
    readonly maxAgeMs: number,
  ) {}
  get(customerId: string): Promise<CartItem[] | undefined> {
    return this.maxAgeMs > 0 ? this.store.get(customerId) : Promise.resolve(undefined);
  }
  /** The lines a cart change answered. */
  async remember(customerId: string, items: CartItem[]): Promise<void> {
    if (this.maxAgeMs > 0) await this.store.set(customerId, items, this.maxAgeMs, true);
  }
  /** The lines read from Medusa after a miss. */
  async fill(customerId: string, items: CartItem[]): Promise<void> {
    if (this.maxAgeMs > 0) await this.store.set(customerId, items, this.maxAgeMs, false);
  }
  forget(customerId: string): Promise<void> {
    return this.store.delete(customerId);
  }
}

let shared: CartSummaries | undefined;

export function cartSummaries(): CartSummaries {
  if (!shared) {
    const redis = sharedRedis();
    let store: CartSummaryStore;
    if (redis) {
      store = new RedisCartSummaryStore(redis);
    } else {
      store = inClusterWorker() ? new ClusterCartSummaryStore(new MemoryCartSummaryStore()) : new MemoryCartSummaryStore();
    }
    shared = new CartSummaries(store, sessionSummaryMaxAgeFromEnv(process.env.CART_CACHE_MS));
  }
  return shared;
}
