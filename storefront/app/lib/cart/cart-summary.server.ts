/**
 * The customer's cart lines as the storefront last wrote or read them (ADR 088): what the header's
 * badge and `/api/cart` show, kept per customer for at most the bound (default 5 s, `CART_CACHE_MS`,
 * capped at 5 s, 0 turns it off). Every cart change made through the storefront writes its result
 * here under the customer's cart lock (cart.server.ts), and a read that misses fills it under the
 * same lock, so a slower read can never put back lines older than a write. Checkout completion
 * removes it. Changes made elsewhere (the Medusa admin, Paystack's webhook completing a cart) show
 * within the bound. In memory (LRU) for one process, in Redis with REDIS_URL (every process sees
 * every write at once); a Redis failure counts as a miss.
 */
import Redis from "ioredis";
import { LRUCache } from "lru-cache";
import { sessionSummaryMaxAgeFromEnv } from "~/lib/auth/session-summary.server";
import type { CartItem } from "./cart.types";

export interface CartSummaryStore {
  get(customerId: string): Promise<CartItem[] | undefined>;
  set(customerId: string, items: CartItem[], ttlMs: number): Promise<void>;
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
  async remember(customerId: string, items: CartItem[]): Promise<void> {
    if (this.maxAgeMs > 0) await this.store.set(customerId, items, this.maxAgeMs);
  }
  forget(customerId: string): Promise<void> {
    return this.store.delete(customerId);
  }
}

let shared: CartSummaries | undefined;

export function cartSummaries(): CartSummaries {
  if (!shared) {
    const url = process.env.REDIS_URL;
    let store: CartSummaryStore;
    if (url) {
      const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
      client.on("error", () => undefined);
      store = new RedisCartSummaryStore(client);
    } else {
      store = new MemoryCartSummaryStore();
    }
    shared = new CartSummaries(store, sessionSummaryMaxAgeFromEnv(process.env.CART_CACHE_MS));
  }
  return shared;
}
