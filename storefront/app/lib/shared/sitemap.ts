export const STATIC_PATHS = ["/", "/products", "/sale", "/about", "/contact", "/returns", "/shipping", "/terms", "/privacy", "/support", "/help", "/consultation", "/news"] as const;

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function buildSitemap(origin: string, entries: Array<{ path: string }>): string {
  const urls = entries.map(({ path }) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
