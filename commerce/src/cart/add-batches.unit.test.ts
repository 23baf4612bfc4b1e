import { describe, expect, it } from "vitest";
import { cartLines, createAddBatcher, MAX_ADDS_PER_BATCH, mergeLines, type AddLine } from "./add-batches";

/** A fake cart: runs take a tick, and refuse a batch whose total of a variant passes `stock`. */
function fakeCart(stock = Infinity) {
  const quantities = new Map<string, number>();
  const runs: AddLine[][] = [];
  const run = async (lines: AddLine[]) => {
    runs.push(lines);
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const line of lines) if ((quantities.get(line.variant_id) ?? 0) + line.quantity > stock) throw new Error(`not enough stock of ${line.variant_id}`);
    for (const line of lines) quantities.set(line.variant_id, (quantities.get(line.variant_id) ?? 0) + line.quantity);
    return Object.fromEntries(quantities);
  };
  return { run, runs, quantities };
}

describe("mergeLines", () => {
  it("sums the quantities of one variant and keeps the order first asked", () => {
    expect(mergeLines([{ variant_id: "b", quantity: 1 }, { variant_id: "a", quantity: 2 }, { variant_id: "b", quantity: 3 }])).toEqual([
      { variant_id: "b", quantity: 4 },
      { variant_id: "a", quantity: 2 },
    ]);
  });
});

describe("mergeLines with idempotency keys (ADR 235)", () => {
  it("keeps one line per key, never sums copies of a key, and keeps keyed lines apart from the rest", () => {
    expect(
      mergeLines([
        { variant_id: "a", quantity: 1, idempotency_key: "k1" },
        { variant_id: "a", quantity: 1, idempotency_key: "k1" },
        { variant_id: "a", quantity: 2 },
        { variant_id: "a", quantity: 1, idempotency_key: "k2" },
        { variant_id: "a", quantity: 3 },
      ]),
    ).toEqual([
      { variant_id: "a", quantity: 1, idempotency_key: "k1" },
      { variant_id: "a", quantity: 5 },
      { variant_id: "a", quantity: 1, idempotency_key: "k2" },
    ]);
  });

  it("cartLines sums per variant and drops the keys", () => {
    expect(cartLines([{ variant_id: "a", quantity: 1, idempotency_key: "k1" }, { variant_id: "a", quantity: 2 }, { variant_id: "b", quantity: 1, idempotency_key: "k2" }])).toEqual([
      { variant_id: "a", quantity: 3 },
      { variant_id: "b", quantity: 1 },
    ]);
  });

  it("30 parallel copies of one key make one line of one", async () => {
    const batcher = createAddBatcher<Record<string, number>>({ isRefusal: () => false });
    const cart = fakeCart();
    await Promise.all(Array.from({ length: 30 }, () => batcher.add("ama", { variant_id: "v1", quantity: 1, idempotency_key: "k" }, cart.run)));
    expect(cart.runs.map((run) => run.length)).toEqual([1, 1]);
  });
});

describe("createAddBatcher (one customer's adds run together while one runs)", () => {
  it("runs the first add alone and the 29 that arrive meanwhile as one batch; all count", async () => {
    const batcher = createAddBatcher<Record<string, number>>({ isRefusal: (error) => /stock/.test(String(error)) });
    const cart = fakeCart();
    const answers = await Promise.all(Array.from({ length: 30 }, () => batcher.add("ama", { variant_id: "v1", quantity: 1 }, cart.run)));
    expect(cart.quantities.get("v1")).toBe(30);
    expect(cart.runs).toEqual([[{ variant_id: "v1", quantity: 1 }], [{ variant_id: "v1", quantity: 29 }]]);
    expect(answers.filter((a) => a.v1 === 30)).toHaveLength(29);
    expect(batcher.busy).toBe(0);
  });

  it("keeps customers apart: another customer's add does not wait in the first one's queue", async () => {
    const batcher = createAddBatcher<Record<string, number>>({ isRefusal: (error) => /stock/.test(String(error)) });
    const ama = fakeCart();
    const kofi = fakeCart();
    await Promise.all([
      ...Array.from({ length: 10 }, () => batcher.add("ama", { variant_id: "v1", quantity: 1 }, ama.run)),
      batcher.add("kofi", { variant_id: "v2", quantity: 1 }, kofi.run),
    ]);
    expect(kofi.runs).toEqual([[{ variant_id: "v2", quantity: 1 }]]);
    expect(ama.quantities.get("v1")).toBe(10);
  });

  it("runs a refused batch one add at a time, so only the adds that do not fit are refused", async () => {
    const batcher = createAddBatcher<Record<string, number>>({ isRefusal: (error) => /stock/.test(String(error)) });
    const cart = fakeCart(5);
    const answers = await Promise.allSettled(Array.from({ length: 8 }, () => batcher.add("ama", { variant_id: "v1", quantity: 1 }, cart.run)));
    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(5);
    const refused = answers.filter((a): a is PromiseRejectedResult => a.status === "rejected");
    expect(refused).toHaveLength(3);
    expect(String(refused[0]!.reason)).toMatch(/not enough stock/);
    expect(cart.quantities.get("v1")).toBe(5);
  });

  it("does not run a batch again one by one when its error is not a refusal (an outage, a lock timeout)", async () => {
    const batcher = createAddBatcher<Record<string, number>>({ isRefusal: () => false });
    let runs = 0;
    const run = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error("database is down");
    };
    const answers = await Promise.allSettled(Array.from({ length: 10 }, () => batcher.add("ama", { variant_id: "v1", quantity: 1 }, run)));
    expect(answers.every((a) => a.status === "rejected")).toBe(true);
    expect(runs).toBe(2);
  });

  it("bounds a batch at MAX_ADDS_PER_BATCH adds", async () => {
    const batcher = createAddBatcher<Record<string, number>>({ isRefusal: (error) => /stock/.test(String(error)) });
    const cart = fakeCart();
    const total = MAX_ADDS_PER_BATCH * 2 + 1;
    await Promise.all(Array.from({ length: total }, () => batcher.add("ama", { variant_id: "v1", quantity: 1 }, cart.run)));
    expect(cart.runs.map((lines) => lines[0]!.quantity)).toEqual([1, MAX_ADDS_PER_BATCH, MAX_ADDS_PER_BATCH]);
    expect(cart.quantities.get("v1")).toBe(total);
  });
});
