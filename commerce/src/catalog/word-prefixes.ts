/**
 * Search by the start of a word (ADR 203): "lip" finds "Liquid Lipstick", "moist" finds
 * "Moisturizer". The index keeps, in a searchable field of its own, the beginnings of every word of
 * a product's title, brand and category: "lipstick" → "li lip lips lipst lipsti lipstic". A search
 * word then matches them like any other word, so the query is built as before (the provider's
 * `plainto_tsquery` with the shopper's text as a bound parameter: no query syntax to escape) and
 * every word of the query may be a prefix, not only the last. The field's weight sits below the
 * title's and the brand's, so a whole word ranks above the start of one (ts_rank_cd adds the
 * weights of what matched).
 */

/** The shortest beginning kept: a single letter would match most of the catalog. */
export const MIN_PREFIX_LENGTH = 2;

/** Words longer than this keep only their first MAX_PREFIX_LENGTH − 1 beginnings (nobody types 20 letters of a word). */
export const MAX_PREFIX_LENGTH = 15;

/**
 * The proper beginnings (MIN_PREFIX_LENGTH letters up to one letter short of the word) of every word
 * of the texts, lower-cased, each once, space-separated; null when there are none. Words with a
 * digit ("50ml", "No. 12") keep none: sizes and numbers are searched whole.
 */
export function wordPrefixes(...texts: Array<string | null | undefined>): string | null {
  const prefixes = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of text.normalize("NFC").toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (/\p{N}/u.test(word)) continue;
      const letters = [...word];
      const longest = Math.min(letters.length - 1, MAX_PREFIX_LENGTH);
      for (let length = MIN_PREFIX_LENGTH; length <= longest; length++) prefixes.add(letters.slice(0, length).join(""));
    }
  }
  return prefixes.size > 0 ? [...prefixes].join(" ") : null;
}
