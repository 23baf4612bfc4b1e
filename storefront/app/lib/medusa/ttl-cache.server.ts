/**
 * A small per-process cache of promises by key, for catalog reads that every page repeats
 * (categories, a product by slug). Entries live `ttlMs` (the same 30–60 s freshness the catalog
 * already accepts for product lists, ADR 010); failures are never cached; concurrent callers of
 * a missing key share one Medusa call. Bounded: the oldest entry goes beyond `maxEntries`.
 * `.forget(key)` / `.clear()` drop entries, e.g. after a write that changes what a page shows (a review).
 */
export function cachedByKey<K, T>(ttlMs: number, load: (key: K) => Promise<T>, maxEntries = 500): ((key: K) => Promise<T>) & { forget(key: K): void; clear(): void } {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  const get = (key: K) => {
    const id = JSON.stringify(key);
    const hit = entries.get(id);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = load(key);
    entries.delete(id);
    entries.set(id, { at: Date.now(), value });
    value.catch(() => {
      if (entries.get(id)?.value === value) entries.delete(id);
    });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  };
  return Object.assign(get, { forget: (key: K) => void entries.delete(JSON.stringify(key)), clear: () => entries.clear() });
}
