import { LRUCache } from "lru-cache";

/**
 * The storefront's one in-process cache helper (ADR 093), built on `lru-cache`: bounded by entry
 * count (least recently used goes first), entries expire after `ttlMs`. Used for Medusa reads that
 * every page repeats and that may be up to a minute old (the region, categories, tag ids, product
 * lists and pages, the live banner, news lists, cart brands — ADR 010's 30–60 s freshness).
 *
 * The clock is `Date.now` so TTLs follow the wall clock (and vitest's fake timers).
 */
const wallClock = { now: () => Date.now() };

/** A bounded TTL map (values must not be undefined/null: wrap them). */
export function ttlCache<V extends object>(options: { ttlMs: number; max: number }): LRUCache<string, V> {
  return new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs, ttlResolution: 0, perf: wallClock });
}

export type CachedLoader<K, T> = ((key: K) => Promise<T>) & { forget(key: K): void; clear(): void };

/**
 * A loader cached per key: concurrent callers of a missing key share one in-flight call (the
 * promise is what is cached); failures are never cached; `.forget(key)` / `.clear()` drop
 * entries, e.g. after a write that changes what a page shows (a review, a banner).
 */
export function cachedByKey<K, T>(ttlMs: number, load: (key: K) => Promise<T>, maxEntries = 500): CachedLoader<K, T> {
  const entries = ttlCache<{ value: Promise<T> }>({ ttlMs, max: maxEntries });
  const get = (key: K): Promise<T> => {
    const id = JSON.stringify(key);
    const hit = entries.get(id);
    if (hit) return hit.value;
    const entry = { value: load(key) };
    entries.set(id, entry);
    entry.value.catch(() => {
      if (entries.peek(id) === entry) entries.delete(id);
    });
    return entry.value;
  };
  return Object.assign(get, { forget: (key: K) => void entries.delete(JSON.stringify(key)), clear: () => entries.clear() });
}

/** One cached value (the region id, tag ids): `cachedByKey` with a single entry. */
export function memoize<T>(ttlMs: number, load: () => Promise<T>): (() => Promise<T>) & { clear(): void } {
  const get = cachedByKey<null, T>(ttlMs, () => load(), 1);
  return Object.assign(() => get(null), { clear: get.clear });
}
