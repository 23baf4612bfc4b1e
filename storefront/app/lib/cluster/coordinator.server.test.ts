import { afterEach, describe, expect, it, vi } from "vitest";
import { ClusterCoordinator, type ToWorker } from "./coordinator.server";

function coordinator(workers: number[], lockTtlMs = 15_000) {
  const sent: Array<{ to: number; message: ToWorker }> = [];
  const c = new ClusterCoordinator((to, message) => sent.push({ to, message }), lockTtlMs);
  for (const w of workers) c.join(w);
  const to = (worker: number) => sent.filter((s) => s.to === worker).map((s) => s.message);
  return { c, sent, to };
}

afterEach(() => vi.useRealTimers());

describe("ClusterCoordinator broadcasts", () => {
  it("delivers to every other worker and tells the sender only when all of them applied it", () => {
    const { c, to } = coordinator([1, 2, 3]);
    c.receive(1, { glow: "broadcast", id: "b1", kind: "session-summary:delete", payload: "k" });
    expect(to(2)).toEqual([{ glow: "deliver", id: "b1", kind: "session-summary:delete", payload: "k" }]);
    expect(to(3)).toHaveLength(1);
    expect(to(1)).toEqual([]); // never to the sender
    c.receive(2, { glow: "delivered", id: "b1" });
    expect(to(1)).toEqual([]);
    c.receive(2, { glow: "delivered", id: "b1" }); // a duplicate counts once
    expect(to(1)).toEqual([]);
    c.receive(3, { glow: "delivered", id: "b1" });
    expect(to(1)).toEqual([{ glow: "done", id: "b1" }]);
    expect(c.pendingDeliveries).toBe(0);
  });

  it("answers at once when there is no other worker, and does not wait for one that exits", () => {
    const alone = coordinator([1]);
    alone.c.receive(1, { glow: "broadcast", id: "b1", kind: "x", payload: null });
    expect(alone.to(1)).toEqual([{ glow: "done", id: "b1" }]);

    const { c, to } = coordinator([1, 2]);
    c.receive(1, { glow: "broadcast", id: "b2", kind: "x", payload: null });
    c.leave(2);
    expect(to(1)).toEqual([{ glow: "done", id: "b2" }]);
  });
});

describe("ClusterCoordinator locks", () => {
  it("grants one holder per key at a time, in the order asked, and other keys independently", () => {
    const { c, to } = coordinator([1, 2, 3]);
    c.receive(1, { glow: "lock", id: "a", key: "cart:cus_1" });
    c.receive(2, { glow: "lock", id: "b", key: "cart:cus_1" });
    c.receive(3, { glow: "lock", id: "c", key: "cart:cus_2" });
    expect(to(1)).toEqual([{ glow: "granted", id: "a" }]);
    expect(to(2)).toEqual([]);
    expect(to(3)).toEqual([{ glow: "granted", id: "c" }]);
    c.receive(2, { glow: "unlock", id: "b-wrong", key: "cart:cus_1" }); // not the holder: nothing happens
    expect(to(2)).toEqual([]);
    c.receive(1, { glow: "unlock", id: "a", key: "cart:cus_1" });
    expect(to(2)).toEqual([{ glow: "granted", id: "b" }]);
  });

  it("40 workers asking at once for one key hold it one after another", () => {
    const workers = Array.from({ length: 40 }, (_, i) => i + 1);
    const { c, sent } = coordinator(workers);
    for (const w of workers) c.receive(w, { glow: "lock", id: `l${w}`, key: "cart:cus_1" });
    for (const w of workers) {
      expect(sent.filter((s) => s.message.glow === "granted")).toHaveLength(w);
      c.receive(w, { glow: "unlock", id: `l${w}`, key: "cart:cus_1" });
    }
    expect(sent.map((s) => s.to)).toEqual(workers);
  });

  it("releases the locks of a worker that exits, and of a holder that never unlocks", () => {
    vi.useFakeTimers();
    const { c, to } = coordinator([1, 2, 3], 1_000);
    c.receive(1, { glow: "lock", id: "a", key: "k" });
    c.receive(2, { glow: "lock", id: "b", key: "k" });
    c.receive(3, { glow: "lock", id: "c", key: "k" });
    c.leave(1);
    expect(to(2)).toEqual([{ glow: "granted", id: "b" }]);
    vi.advanceTimersByTime(1_001);
    expect(to(3)).toEqual([{ glow: "granted", id: "c" }]);
  });
});
