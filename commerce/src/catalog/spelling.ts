/**
 * British and American spellings as one word for search (ADR 110): "moisturiser" finds "Moisturizer"
 * and "colour" finds "color". Both the indexed text and the shopper's query are brought to the
 * American form; the index keeps the words that changed in extra searchable fields, so the original
 * text still matches as typed. Typos beyond spelling variants are the provider's typo tolerance.
 */

/** -ise/-isation family: moisturise(r|d|s), moisturising, moisturisation, … (stems of 4+ letters). */
const ISE = /^([a-z]{4,})is(e|es|ed|er|ers|ing|ation|ations)$/;
/** Stems where -ise is not the British form of -ize. */
const ISE_EXCEPTIONS = new Set(["prom", "prem", "prec", "conc", "exerc", "surpr", "merchand", "advert", "expert", "parad", "treat", "comprom", "otherw", "clockw", "likew", "devis", "revis", "superv", "improv", "televis"]);

const WORDS: Record<string, string> = {
  colour: "color",
  colours: "colors",
  coloured: "colored",
  colourful: "colorful",
  flavour: "flavor",
  flavoured: "flavored",
  favourite: "favorite",
  favourites: "favorites",
  odour: "odor",
  odours: "odors",
  grey: "gray",
  centre: "center",
  fibre: "fiber",
  fibres: "fibers",
  aluminium: "aluminum",
  mould: "mold",
  jewellery: "jewelry",
  catalogue: "catalog",
  defence: "defense",
  licence: "license",
};

/** One lower-case word in its American spelling (unchanged when it has no British variant). */
export function americanSpelling(word: string): string {
  const lower = word.toLowerCase();
  const known = WORDS[lower];
  if (known) return known;
  const match = ISE.exec(lower);
  if (match && !ISE_EXCEPTIONS.has(match[1]!)) return `${match[1]}iz${match[2]}`;
  return lower;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of `text` whose spelling changes, in their American form (for the index's extra field). */
export function spellingVariants(...texts: Array<string | null | undefined>): string | null {
  const variants = new Set<string>();
  for (const text of texts) {
    for (const word of text?.match(WORD) ?? []) {
      const american = americanSpelling(word);
      if (american !== word.toLowerCase()) variants.add(american);
    }
  }
  return variants.size > 0 ? [...variants].join(" ") : null;
}

/** A shopper's query with every word in its American spelling (other characters kept). */
export function normalizeQuery(q: string): string {
  return q.replace(WORD, (word) => {
    const american = americanSpelling(word);
    return american === word.toLowerCase() ? word : american;
  });
}
