import { describe, expect, it, vi } from "vitest";
import { cachedByKey, memoize } from "./cache.server";

describe("cachedByKey", () => {
  it("shares one load per key within the TTL, never caches failures, and forgets on demand", async () => {
    const load = vi.fn(async (slug: string) => {
      if (slug === "bad") throw new Error("Medusa down");
      return `${slug}@${load.mock.calls.length}`;
    });
    const get = cachedByKey(60_000, load);
    const [a, b] = await Promise.all([get("x"), get("x")]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(get("bad")).rejects.toThrow();
    await expect(get("bad")).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(3);
    get.forget("x");
    expect(await get("x")).not.toBe(a);
  });

  it("expires entries after the TTL", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => Math.random());
    const get = cachedByKey(1000, load);
    const first = await get("k");
    vi.advanceTimersByTime(1001);
    expect(await get("k")).not.toBe(first);
    vi.useRealTimers();
  });

  it("stays within its bound, dropping the least recently used key", async () => {
    const load = vi.fn(async (key: string) => `${key}@${load.mock.calls.length}`);
    const get = cachedByKey(60_000, load, 2);
    await get("a");
    await get("b");
    await get("a");
    await get("c"); // evicts "b"
    expect(load).toHaveBeenCalledTimes(3);
    await get("a");
    expect(load).toHaveBeenCalledTimes(3);
    await get("b");
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe("memoize", () => {
  it("loads once per TTL and retries after a failure", async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error("Medusa down");
      return "reg_1";
    });
    const region = memoize(60_000, load);
    await expect(region()).rejects.toThrow();
    fail = false;
    expect(await Promise.all([region(), region()])).toEqual(["reg_1", "reg_1"]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
