import { describe, expect, it } from "vitest";
import type { Sql } from "./sort-indexes";
import { VOCABULARY_RECHECK_MS, catalogVocabulary, correctQuery, rereadCatalogVocabulary, foldWord, similarity, trigrams, vocabulary } from "./typo-correction";

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

describe("words read while the index was still filling", () => {
  /** A fake connection whose index words can change between reads, counting its reads. */
  const growingDatabase = (words: string[]) => {
    const db = { words, reads: 0, sql: undefined as unknown as Sql };
    db.sql = {
      raw: async (sql: string) => {
        if (sql.includes("pg_tables")) return { rows: [{ tablename: "search_pg_product" }] };
        db.reads++;
        return { rows: db.words.map((word) => ({ word, ndoc: 1 })) };
      },
    };
    return db;
  };

  it("does not keep an empty index's words", async () => {
    const db = growingDatabase([]);
    const now = Date.now();
    expect((await catalogVocabulary(db.sql, now)).words.size).toBe(0);
    db.words = ["vaseline"];
    expect(correctQuery("vasline", await catalogVocabulary(db.sql, now + 1))).toBe("vaseline");
  });

  it("reads the words again for a misspelling they cannot correct, at most every 10 s", async () => {
    const db = growingDatabase(["cocoa", "butter"]);
    const start = Date.now();
    expect(correctQuery("vasline", await catalogVocabulary(db.sql, start))).toBeNull();
    db.words = ["cocoa", "butter", "vaseline"];
    // Read moments ago: not again (a script of nonsense words cannot make every request read the index).
    expect(rereadCatalogVocabulary(db.sql, start + VOCABULARY_RECHECK_MS - 1)).toBeNull();
    expect(db.reads).toBe(1);
    const fresher = await rereadCatalogVocabulary(db.sql, start + VOCABULARY_RECHECK_MS);
    expect(correctQuery("vasline", fresher!)).toBe("vaseline");
    // The fresher words are the ones kept.
    expect(correctQuery("vasline", await catalogVocabulary(db.sql, start + VOCABULARY_RECHECK_MS + 1))).toBe("vaseline");
    expect(db.reads).toBe(2);
  });

  it("shares one read among parallel misspellings", async () => {
    const db = growingDatabase(["cocoa"]);
    const start = Date.now();
    await catalogVocabulary(db.sql, start);
    const later = start + VOCABULARY_RECHECK_MS;
    db.words = ["cocoa", "vaseline"];
    const rereads = await Promise.all(Array.from({ length: 40 }, () => rereadCatalogVocabulary(db.sql, later)));
    expect(rereads.map((words) => (words ? correctQuery("vasline", words) : null))).toEqual(Array(40).fill("vaseline"));
    expect(db.reads).toBe(2);
  });
});
