export const STATIC_PATHS = ["/", "/products", "/sale", "/about", "/contact", "/returns", "/shipping", "/terms", "/privacy", "/support", "/help", "/consultation", "/news"] as const;

/** sitemaps.org: at most 50,000 URLs per file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** Cacheable by browsers, crawlers and shared caches: an hour, then served stale while refreshed. */
export const SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400" };

/**
 * The products files follow the catalog within seconds (issue 29: a product unpublished leaves the
 * sitemap within 5 s, ADR 203): a second in shared caches, not an hour.
 */
export const PRODUCT_SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=1" };

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** A W3C date (YYYY-MM-DD) for <lastmod>, or nothing for a missing or broken date. */
function lastmod(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>`;
}

/** One sitemap file (a <urlset>); refuses more URLs than sitemaps.org allows in one file. */
export function buildSitemap(origin: string, entries: Array<{ path: string; lastModified?: string | null }>): string {
  if (entries.length > MAX_URLS_PER_SITEMAP) throw new Error(`A sitemap file holds at most ${MAX_URLS_PER_SITEMAP} URLs (got ${entries.length})`);
  const urls = entries.map(({ path, lastModified }) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod(lastModified)}</url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The sitemap index (/sitemap.xml): the pages file, then one file per `perFile` products (at least one). */
export function sitemapFiles(productCount: number, perFile: number): string[] {
  const productFiles = Math.max(1, Math.ceil(productCount / perFile));
  return ["/sitemap/pages.xml", ...Array.from({ length: productFiles }, (_, i) => `/sitemap/products-${i + 1}.xml`)];
}

export function buildSitemapIndex(origin: string, paths: string[]): string {
  const items = paths.map((path) => `  <sitemap><loc>${escapeXml(`${origin}${path}`)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** `products-3.xml` → 3; anything else (pages.xml, products-0.xml, products-x.xml) → null. */
export function productFileNumber(file: string): number | null {
  const match = /^products-([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}
