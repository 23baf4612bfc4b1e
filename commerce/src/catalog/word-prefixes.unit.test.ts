import { describe, expect, it } from "vitest";
import { MAX_PREFIX_LENGTH, wordPrefixes } from "./word-prefixes";

describe("wordPrefixes (the beginnings of words a search may type)", () => {
  it("keeps every beginning of two letters up to one short of the word, each once", () => {
    expect(wordPrefixes("Liquid Lipstick")).toBe("li liq liqu liqui lip lips lipst lipsti lipstic");
    expect(wordPrefixes("Lip Balm", "Lip")).toBe("li ba bal");
  });

  it("splits at anything that is not a letter or digit, and folds case", () => {
    expect(wordPrefixes("Dudu-Osun Soap")).toBe("du dud os osu so soa");
    expect(wordPrefixes("SHÉA")).toBe("sh shé");
  });

  it("leaves out words with digits, one-letter words and empty texts", () => {
    expect(wordPrefixes("50ml Shea No. 12 A", null, undefined, "")).toBe("sh she");
    expect(wordPrefixes("X 1 no", null)).toBeNull();
  });

  it("stops at a length nobody types", () => {
    const longest = wordPrefixes("pneumonoultramicroscopic")!.split(" ").at(-1)!;
    expect(longest).toHaveLength(MAX_PREFIX_LENGTH);
  });
});
