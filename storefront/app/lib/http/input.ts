import { z } from "zod";

/**
 * What the storefront takes from a request before it reaches Medusa (issue 20): ids are checked
 * here first, so a malformed one is a 400 in plain words and never a Medusa error read as a 500 or
 * an outage; search text loses its control characters (Postgres refuses NUL with a 500).
 */

/**
 * Medusa's ids (`prod_01JD…`, `variant_…`, `cali_…`, the plugins' `rev_…`, `banner_…`): letters,
 * digits, `_` and `-`, at most 100 characters — the same rule as the plugins' validators.
 */
export const MEDUSA_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * A Medusa id taken from a request (path, JSON body or form field), trimmed. `noun` names it in the
 * message ("That is not a product id."); `field`, when given, names a missing field ("productId is required.").
 */
export function medusaId(noun: string, field?: string) {
  const invalid = `That is not a ${noun} id.`;
  const required = field ? `${field} is required.` : invalid;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(MEDUSA_ID, invalid);
}

/** Route params with one id (`/api/cart/{id}`): `idParams("id", "cart item")`. */
export function idParams<K extends string>(name: K, noun: string) {
  return z.object({ [name]: medusaId(noun) } as Record<K, ReturnType<typeof medusaId>>);
}

/** C0 and C1 control characters and DEL (tabs and line breaks included). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * Search text as Medusa gets it, the same on the /products page and GET /api/products (and anywhere
 * else a shopper's text becomes a Medusa query): control characters become a space, runs of spaces
 * one, then trimmed. Stripped rather than refused: a pasted tab or line break still searches for
 * the words around it, and a query of control characters only is no query.
 */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
}

/** Search text from a query string: control characters stripped (above), at most `max` characters after that. */
export function searchText(max: number, tooLong = `at most ${max} characters`) {
  return z.string().transform(stripControlCharacters).pipe(z.string().max(max, tooLong));
}
