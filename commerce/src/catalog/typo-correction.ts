import { PRODUCT_INDEX_TABLES_SQL, type Sql } from "./sort-indexes";

/**
 * Typo tolerance by correcting the query's words against the catalog's own words (ADR 111).
 *
 * The PostgreSQL provider's typo pass is `word_similarity(q, search_text) > 0.3` over every row (a
 * function, so its trigram index is not used): 0.3 s at 10,000 products, 2.5 s at 100,000. The words
 * a catalog uses are few (brands, product nouns; a few thousand in a large shop), so each unknown
 * query word is replaced by the most similar catalog word (pg_trgm's trigram similarity, computed
 * here) and the exact search runs again: "vasline" → "vaseline".
 */

/** pg_trgm's default similarity threshold. */
export const SIMILARITY_THRESHOLD = 0.3;

/** Lower case, accents folded (as `unaccent` does for the index), for comparing words. */
export function foldWord(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** pg_trgm's `similarity`: shared trigrams over all trigrams of both words. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface Vocabulary {
  /** Folded word → how many products use it. */
  words: Map<string, number>;
  trigrams: Map<string, Set<string>>;
}

export function vocabulary(rows: Array<{ word: string; ndoc: number }>): Vocabulary {
  const words = new Map<string, number>();
  for (const { word, ndoc } of rows) {
    const folded = foldWord(word);
    words.set(folded, (words.get(folded) ?? 0) + Number(ndoc));
  }
  return { words, trigrams: new Map([...words.keys()].map((w) => [w, trigrams(w)])) };
}

/**
 * The query with each word the catalog does not know replaced by its most similar catalog word
 * (similarity ≥ 0.3; the more common word among equals). Null when nothing could be corrected.
 */
export function correctQuery(q: string, vocab: Vocabulary): string | null {
  let changed = false;
  const words = q.split(/\s+/).filter(Boolean).map((word) => {
    const folded = foldWord(word);
    if (folded.length < 3 || /\d/.test(folded) || vocab.words.has(folded)) return word;
    const mine = trigrams(folded);
    let best: { word: string; score: number; ndoc: number } | null = null;
    for (const [candidate, theirs] of vocab.trigrams) {
      const score = similarity(mine, theirs);
      const ndoc = vocab.words.get(candidate) ?? 0;
      if (score >= SIMILARITY_THRESHOLD && (!best || score > best.score || (score === best.score && ndoc > best.ndoc))) best = { word: candidate, score, ndoc };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? words.join(" ") : null;
}

/** Every word of the product index's searchable text (no numbers), with its product count. */
export async function readVocabulary(sql: Sql): Promise<Vocabulary> {
  const { rows: tables } = await sql.raw(PRODUCT_INDEX_TABLES_SQL);
  const rows: Array<{ word: string; ndoc: number }> = [];
  for (const { tablename } of tables as Array<{ tablename: string }>) {
    const inner = `SELECT to_tsvector('simple', search_text) FROM "${tablename}"`.replace(/'/g, "''");
    const { rows: words } = await sql.raw(`SELECT word, ndoc FROM ts_stat('${inner}') WHERE word !~ '[0-9]' AND length(word) >= 3`);
    rows.push(...(words as Array<{ word: string; ndoc: number }>));
  }
  return vocabulary(rows);
}

/** How long the catalog's words are reused before they are read again (new brands show within this). */
export const VOCABULARY_TTL_MS = 10 * 60_000;

/**
 * A misspelling the kept words cannot correct reads them again, at most this often per connection.
 * The words may have been read while the index was still being filled (at start-up, or while a
 * shop is imported): kept 10 minutes, they would leave "vasline" uncorrected that long. A script
 * sending nonsense words makes at most one read per this interval.
 */
export const VOCABULARY_RECHECK_MS = 10_000;

interface CachedVocabulary {
  /** The words last read, and when that read started. */
  current?: { vocab: Vocabulary; at: number };
  /** The read under way, shared by everyone who asks meanwhile. */
  reading?: Promise<Vocabulary>;
}
/**
 * Kept per database connection, not per process: one process may boot Medusa more than once (the
 * integration tests do, each on a database of its own), and one database's words must not answer
 * for another's.
 */
const byConnection = new WeakMap<Sql, CachedVocabulary>();

function stateOf(sql: Sql): CachedVocabulary {
  let state = byConnection.get(sql);
  if (!state) byConnection.set(sql, (state = {}));
  return state;
}

/**
 * Reads the words now. They are kept once read, unless the index had none (start-up, before it is
 * filled); a failed read keeps the words read before.
 */
function read(state: CachedVocabulary, sql: Sql, now: number): Promise<Vocabulary> {
  const reading = readVocabulary(sql);
  state.reading = reading;
  // Settled in the first reactions to the read, before any caller awaiting it resumes.
  const settle = () => {
    if (state.reading === reading) state.reading = undefined;
  };
  reading.then((vocab) => {
    settle();
    if (vocab.words.size > 0) state.current = { vocab, at: now };
  }, settle);
  return reading;
}

/**
 * The catalog's words, read at most every 10 minutes per connection: the kept list is served while
 * the next one is read. Warmed by the catalog's minute job (`jobs/catalog-sort-indexes.ts`).
 */
export function catalogVocabulary(sql: Sql, now = Date.now()): Promise<Vocabulary> {
  const state = stateOf(sql);
  if (!state.current) return state.reading ?? read(state, sql, now);
  if (now - state.current.at > VOCABULARY_TTL_MS && !state.reading) read(state, sql, now).catch(() => undefined);
  return Promise.resolve(state.current.vocab);
}

/**
 * The catalog's words read again for a misspelling the kept ones could not correct (the read under
 * way, if one is), or null when they were read within the last 10 seconds.
 */
export function rereadCatalogVocabulary(sql: Sql, now = Date.now()): Promise<Vocabulary> | null {
  const state = stateOf(sql);
  if (state.reading) return state.reading;
  if (state.current && now - state.current.at < VOCABULARY_RECHECK_MS) return null;
  return read(state, sql, now);
}
