import { describe, expect, it } from "vitest";
import { formatPrice, parseDescription, stockState, toPriceString } from "./format";

describe("formatPrice", () => {
  it("prefixes GH₵ and shows two decimals", () => {
    expect(formatPrice("179")).toBe("GH₵179.00");
    expect(formatPrice(0)).toBe("GH₵0.00");
    expect(formatPrice("89.5")).toBe("GH₵89.50");
  });
  it("groups thousands", () => {
    expect(formatPrice(1850)).toBe("GH₵1,850.00");
    expect(formatPrice("1234567.891")).toBe("GH₵1,234,567.89");
  });
  it("never prints NaN", () => {
    expect(formatPrice("not a number")).toBe("GH₵0.00");
    expect(formatPrice(null)).toBe("GH₵0.00");
  });
});

describe("toPriceString", () => {
  it("answers the spec's string price", () => {
    expect(toPriceString(125)).toBe("125.00");
    expect(toPriceString(null)).toBe("0.00");
  });
});

describe("stockState", () => {
  it("treats null and 0 as out of stock, 1–10 as low, more as in stock", () => {
    expect(stockState(null)).toEqual({ kind: "out" });
    expect(stockState(0)).toEqual({ kind: "out" });
    expect(stockState(1)).toEqual({ kind: "low", left: 1 });
    expect(stockState(10)).toEqual({ kind: "low", left: 10 });
    expect(stockState(11)).toEqual({ kind: "in", available: 11 });
  });
});

describe("parseDescription", () => {
  it("turns '- ' and '• ' lines into lists and keeps paragraphs", () => {
    expect(parseDescription("Intro line\n- one\n• two\n\nOutro")).toEqual([
      { kind: "paragraph", text: "Intro line" },
      { kind: "list", items: ["one", "two"] },
      { kind: "paragraph", text: "Outro" },
    ]);
  });
  it("does not treat hyphenated words as bullets", () => {
    expect(parseDescription("Non-comedogenic")).toEqual([{ kind: "paragraph", text: "Non-comedogenic" }]);
  });
  it("handles empty input", () => {
    expect(parseDescription(null)).toEqual([]);
  });
});
