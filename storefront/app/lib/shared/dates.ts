/**
 * Dates as shoppers in Ghana read them: "21 Nov 2026", "21 November 2026", "21 Nov 2026, 14:05".
 *
 * Ghana keeps GMT all year (Africa/Accra = UTC+0, no daylight saving), so the UTC fields of a Date
 * are Accra's. Formatting by hand instead of with `Intl.DateTimeFormat` matters for speed: the first
 * `Intl` call in a page loads ICU's locale and time-zone data, which measured 40–95 ms on the main
 * thread of Debian's Chromium (×4 on Lighthouse's phone profile) — during hydration, on every page
 * that shows a date.
 */
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const LONG_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "21 Nov 2026" (or "21 November 2026" with `month: "long"`); "" for a missing or invalid date. */
export function formatAccraDate(value: string | number | Date | null | undefined, options: { month?: "short" | "long" } = {}): string {
  const date = toDate(value);
  if (!date) return "";
  const months = options.month === "long" ? LONG_MONTHS : SHORT_MONTHS;
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "21 Nov 2026, 14:05" (24-hour clock, Accra time); "" for a missing or invalid date. */
export function formatAccraDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${formatAccraDate(date)}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
