import { describe, expect, it } from "vitest";
import { createChangeBatcher, lastChangePerLine, runChanges, type LineChange } from "./change-batches";

describe("lastChangePerLine", () => {
  it("keeps one change per line in the order first asked, the last quantity winning, a removal winning over changes", () => {
    expect(
      lastChangePerLine([
        { line_id: "a", quantity: 1 },
        { line_id: "b", quantity: 2 },
        { line_id: "a", quantity: 5 },
        { line_id: "b", quantity: null },
        { line_id: "b", quantity: 7 },
      ]),
    ).toEqual([
      { line_id: "a", quantity: 5 },
      { line_id: "b", quantity: null },
    ]);
  });
});

describe("createChangeBatcher", () => {
  it("runs 60 parallel changes of one line in three runs (one alone, then batches of at most 50), answers every caller, and the last quantity stays", async () => {
    const batches = createChangeBatcher<Record<string, number>>();
    const lines: Record<string, number> = { a: 1 };
    const runs: LineChange[][] = [];
    const run = (changes: LineChange[]) => {
      runs.push(changes);
      return runChanges(
        changes,
        async (change) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (!(change.line_id in lines)) throw Object.assign(new Error("not in cart"), { refusal: true });
          if (change.quantity === null) delete lines[change.line_id];
          else lines[change.line_id] = change.quantity;
          return "cart";
        },
        async () => ({ ...lines }),
        (error) => Boolean((error as { refusal?: boolean }).refusal),
      );
    };
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => batches.add("ama", { line_id: "a", quantity: i + 1 }, run)));
    expect(runs).toEqual([[{ line_id: "a", quantity: 1 }], [{ line_id: "a", quantity: 51 }], [{ line_id: "a", quantity: 60 }]]);
    expect(lines).toEqual({ a: 60 });
    expect(answers[0]!.cart).toEqual({ a: 1 });
    for (const answer of answers.slice(1, 51)) expect(answer).toEqual({ cart: { a: 51 }, refused: new Map() });
    for (const answer of answers.slice(51)) expect(answer).toEqual({ cart: { a: 60 }, refused: new Map() });
    expect(batches.busy).toBe(0);

    // A refused line is refused for its own callers only; the rest of the batch applies.
    const [, ok, missing] = await Promise.all([
      batches.add("ama", { line_id: "a", quantity: 2 }, run),
      batches.add("ama", { line_id: "a", quantity: 3 }, run),
      batches.add("ama", { line_id: "zz", quantity: 1 }, run),
    ]);
    expect(ok!.cart).toEqual({ a: 3 });
    expect(ok!.refused.has("a")).toBe(false);
    expect(missing!.refused.has("zz")).toBe(true);
  });

  it("fails every caller of a batch whose run fails for no line's reason (an outage)", async () => {
    const batches = createChangeBatcher<string>();
    const down = async () => {
      throw new Error("database down");
    };
    const answers = await Promise.allSettled([1, 2, 3].map((quantity) => batches.add("kofi", { line_id: "a", quantity }, down)));
    expect(answers.map((a) => a.status)).toEqual(["rejected", "rejected", "rejected"]);
  });
});
