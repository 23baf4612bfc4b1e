/**
 * CSV as the accountant's spreadsheet reads it (RFC 4180: comma-separated, CRLF lines, a cell in
 * double quotes when it holds a comma, a quote, a line break or spaces at its ends, quotes doubled).
 *
 * Formula injection: a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return,
 * which some strip first) as a formula, and customer names and product titles are typed by others.
 * Such a cell gets a leading apostrophe, so it is shown as text. Amounts are written by us with
 * `toFixed(2)` and are never negative, so no number is touched.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? String(value) : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: ReadonlyArray<string | number | null | undefined>): string => `${cells.map(csvCell).join(",")}\r\n`;

/** GH₵ as a plain number with 2 decimals ("235.00"); Medusa's amounts may come as numbers or numeric strings. */
export const cedis = (amount: unknown): string => (Math.round(toNumber(amount) * 100) / 100).toFixed(2);

/** Medusa answers amounts as numbers, numeric strings or BigNumber-like `{ value }` objects. */
export function toNumber(amount: unknown): number {
  if (typeof amount === "number") return Number.isFinite(amount) ? amount : 0;
  if (typeof amount === "string") return Number(amount) || 0;
  if (amount && typeof amount === "object") {
    const { value, numeric } = amount as { value?: unknown; numeric?: unknown };
    if (numeric !== undefined) return toNumber(numeric);
    if (value !== undefined) return toNumber(value);
  }
  return 0;
}

/** Pesewas, so sums of many amounts stay exact. */
export const pesewas = (amount: unknown): number => Math.round(toNumber(amount) * 100);
