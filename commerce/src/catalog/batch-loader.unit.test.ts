import { describe, expect, it, vi } from "vitest";
import { BatchLoader } from "./batch-loader";

describe("BatchLoader", () => {
  it("reads keys asked for together in one batch, each caller getting its own value", async () => {
    const loadMany = vi.fn(async (keys: string[]) => new Map(keys.filter((k) => k !== "gone").map((k) => [k, k.toUpperCase()])));
    const loader = new BatchLoader(loadMany, { windowMs: 5, maxBatch: 100 });
    const values = await Promise.all(["a", "b", "a", "gone"].map((k) => loader.load(k)));
    expect(values).toEqual(["A", "B", "A", undefined]);
    expect(loadMany).toHaveBeenCalledTimes(1);
    expect(loadMany).toHaveBeenCalledWith(["a", "b", "gone"]);
  });

  it("starts a batch as soon as it is full, and passes a failure to every caller of that batch", async () => {
    const loadMany = vi.fn(async (keys: number[]) => {
      if (keys.includes(3)) throw new Error("database down");
      return new Map(keys.map((k) => [k, k * 2]));
    });
    const loader = new BatchLoader(loadMany, { windowMs: 1_000, maxBatch: 2 });
    const first = Promise.all([loader.load(1), loader.load(2)]);
    await expect(first).resolves.toEqual([2, 4]);
    const failing = [loader.load(3), loader.load(4)];
    for (const promise of failing) await expect(promise).rejects.toThrow("database down");
    expect(loadMany).toHaveBeenCalledTimes(2);
  });
});
