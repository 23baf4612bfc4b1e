import { describe, expect, it } from "vitest";
import type { Sql } from "./sort-indexes";
import { catalogVocabulary, correctQuery, foldWord, similarity, trigrams, vocabulary } from "./typo-correction";

const catalog = vocabulary([
  { word: "vaseline", ndoc: 8_333 },
  { word: "nivea", ndoc: 8_332 },
  { word: "moisturizer", ndoc: 10_000 },
  { word: "shea", ndoc: 30_000 },
  { word: "butter", ndoc: 10_000 },
  { word: "lotion", ndoc: 10_000 },
  { word: "crème", ndoc: 3 },
]);

describe("typo correction against the catalog's words (ADR 111)", () => {
  it("computes pg_trgm's similarity", () => {
    expect([...trigrams("cat")].sort()).toEqual(["  c", " ca", "at ", "cat"]);
    // pg_trgm: similarity('vasline', 'vaseline') = 0.54545456
    expect(similarity(trigrams("vasline"), trigrams("vaseline"))).toBeCloseTo(6 / 11, 5);
  });
  it("replaces an unknown word by the nearest catalog word", () => {
    expect(correctQuery("vasline", catalog)).toBe("vaseline");
    expect(correctQuery("nivia body lotion", catalog)).toBe("nivea body lotion");
    expect(correctQuery("moisturzer", catalog)).toBe("moisturizer");
  });
  it("leaves known words, numbers and short words alone, and says when nothing changed", () => {
    expect(correctQuery("shea butter", catalog)).toBeNull();
    expect(correctQuery("zzzz-no-such-thing", catalog)).toBeNull();
    expect(correctQuery("spf 50", catalog)).toBeNull();
    expect(correctQuery("CREME", catalog)).toBeNull();
    expect(foldWord("Crème")).toBe("creme");
  });
});

describe("the catalog's words are kept per database connection", () => {
  /** A fake connection whose product index holds the given words. */
  const database = (words: string[]): Sql => ({
    raw: async (sql: string) => (sql.includes("pg_tables") ? { rows: [{ tablename: "search_pg_product" }] } : { rows: words.map((word) => ({ word, ndoc: 1 })) }),
  });

  it("answers each Medusa boot with its own database's words, not the first one's", async () => {
    const first = database(["valine", "cream"]);
    const second = database(["vaseline", "lotion"]);
    const now = Date.now();
    expect(correctQuery("vasline", await catalogVocabulary(first, now))).toBe("valine");
    expect(correctQuery("vasline", await catalogVocabulary(second, now))).toBe("vaseline");
    // Still cached per connection.
    expect((await catalogVocabulary(first, now + 1)).words.has("valine")).toBe(true);
  });
});
