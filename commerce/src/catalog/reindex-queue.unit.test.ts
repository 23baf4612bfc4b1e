import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReindexQueue } from "./reindex-queue";

/** A write that records each batch and can be held open until released. */
function recorder() {
  const batches: string[][] = [];
  let running = 0;
  let overlapped = false;
  const holds: Array<() => void> = [];
  let hold = false;
  const write = vi.fn(async (ids: string[]) => {
    running++;
    if (running > 1) overlapped = true;
    batches.push([...ids].sort());
    if (hold) await new Promise<void>((resolve) => holds.push(resolve));
    running--;
  });
  return {
    write,
    batches,
    overlapped: () => overlapped,
    holdWrites: (on: boolean) => (hold = on),
    release: () => holds.splice(0).forEach((resolve) => resolve()),
  };
}

describe("ReindexQueue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes the products of events that arrive together in one batch, once each", async () => {
    const r = recorder();
    const queue = new ReindexQueue(r.write, { quietMs: 50, maxWaitMs: 300, maxBatch: 500 });
    const acks = [queue.enqueue(["p1"]), queue.enqueue(["p2", "p1"]), queue.enqueue(["p3"])];
    await vi.advanceTimersByTimeAsync(49);
    expect(r.write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(acks);
    expect(r.batches).toEqual([["p1", "p2", "p3"]]);
  });

  it("acknowledges an event only after a write that began after it", async () => {
    const r = recorder();
    const queue = new ReindexQueue(r.write, { quietMs: 10, maxWaitMs: 100, maxBatch: 500 });
    r.holdWrites(true);
    void queue.enqueue(["p1"]);
    await vi.advanceTimersByTimeAsync(10);
    expect(r.batches).toEqual([["p1"]]);
    // p1 changes again while its first write runs: that write may have read it before the change.
    let acked = false;
    const second = queue.enqueue(["p1"]).then(() => (acked = true));
    r.holdWrites(false);
    r.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(acked).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    await second;
    expect(r.batches).toEqual([["p1"], ["p1"]]);
  });

  it("writes a steady stream at the latest maxWaitMs after its first product", async () => {
    const r = recorder();
    const queue = new ReindexQueue(r.write, { quietMs: 50, maxWaitMs: 300, maxBatch: 500 });
    for (let t = 0; t < 290; t += 20) {
      void queue.enqueue([`p${t}`]);
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(r.write).toHaveBeenCalledTimes(1);
    expect(r.batches[0]).toHaveLength(15);
  });

  it("cuts a full batch at once and never runs two writes together", async () => {
    const r = recorder();
    const queue = new ReindexQueue(r.write, { quietMs: 50, maxWaitMs: 300, maxBatch: 3 });
    r.holdWrites(true);
    const acks = ["a", "b", "c", "d", "e", "f", "g"].map((id) => queue.enqueue([id]));
    await vi.advanceTimersByTimeAsync(0);
    expect(r.batches).toEqual([["a", "b", "c"]]);
    expect(queue.pending).toBe(4);
    r.holdWrites(false);
    r.release();
    await vi.advanceTimersByTimeAsync(50);
    await Promise.all(acks);
    expect(r.batches).toEqual([["a", "b", "c"], ["d", "e", "f"], ["g"]]);
    expect(r.overlapped()).toBe(false);
    expect(queue.pending).toBe(0);
  });

  it("fails only the events of the batch whose write failed, and keeps writing", async () => {
    const write = vi.fn(async (ids: string[]) => {
      if (ids.includes("bad")) throw new Error("database down");
    });
    const queue = new ReindexQueue(write, { quietMs: 5, maxWaitMs: 50, maxBatch: 500 });
    const failing = [queue.enqueue(["bad"]), queue.enqueue(["p1"])];
    const settled = Promise.allSettled(failing);
    await vi.advanceTimersByTimeAsync(5);
    expect((await settled).map((s) => s.status)).toEqual(["rejected", "rejected"]);
    const next = queue.enqueue(["p2"]);
    await vi.advanceTimersByTimeAsync(5);
    await expect(next).resolves.toBeUndefined();
  });

  it("asks nothing for an event without products", async () => {
    const r = recorder();
    const queue = new ReindexQueue(r.write, { quietMs: 5, maxWaitMs: 50, maxBatch: 500 });
    await queue.enqueue([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(r.write).not.toHaveBeenCalled();
  });
});
