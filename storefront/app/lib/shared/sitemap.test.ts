import { describe, expect, it } from "vitest";
import { buildSitemap, buildSitemapIndex, MAX_URLS_PER_SITEMAP, productFileNumber, sitemapFiles } from "./sitemap";

describe("sitemap index", () => {
  it("lists the pages file and one products file per 10,000 products, at least one", () => {
    expect(sitemapFiles(0, 10_000)).toEqual(["/sitemap/pages.xml", "/sitemap/products-1.xml"]);
    expect(sitemapFiles(10_000, 10_000)).toHaveLength(2);
    expect(sitemapFiles(100_001, 10_000)).toEqual(["/sitemap/pages.xml", ...Array.from({ length: 11 }, (_, i) => `/sitemap/products-${i + 1}.xml`)]);
  });

  it("writes a sitemaps.org index and files with lastmod dates", () => {
    const index = buildSitemapIndex("https://glow.example", ["/sitemap/pages.xml"]);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain("<sitemap><loc>https://glow.example/sitemap/pages.xml</loc></sitemap>");
    const file = buildSitemap("https://glow.example", [{ path: "/products/slug/a", lastModified: "2026-11-20T10:00:00Z" }, { path: "/", lastModified: "not a date" }]);
    expect(file).toContain("<url><loc>https://glow.example/products/slug/a</loc><lastmod>2026-11-20</lastmod></url>");
    expect(file).toContain("<url><loc>https://glow.example/</loc></url>");
  });

  it("never writes a file of more than 50,000 URLs", () => {
    expect(() => buildSitemap("https://g.example", Array.from({ length: MAX_URLS_PER_SITEMAP + 1 }, () => ({ path: "/" })))).toThrow(/at most 50000/);
  });

  it("reads product file numbers and nothing else", () => {
    expect(productFileNumber("products-1.xml")).toBe(1);
    expect(productFileNumber("products-12.xml")).toBe(12);
    for (const bad of ["products-0.xml", "products-01.xml", "products-x.xml", "pages.xml", "products-1.xml.gz", "../products-1.xml"]) expect(productFileNumber(bad)).toBeNull();
  });
});
