import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkLink, safeHref } from "./links";

const SHOP = "https://glow.example/news/harmattan-guide";

/** Where a browser goes for an href written on a shop page (the WHATWG URL parser, as browsers use it). */
const destination = (href: string): string => new URL(href, SHOP).origin;

const ANOTHER_SITE_SPELLINGS = [
  "/\\evil.example",
  "/\\evil.example/path",
  "\\\\evil.example",
  "\\/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "//evil.example",
  "///evil.example",
  "/\u0000/evil.example",
  "/\u000b/evil.example",
  "/\u2028/evil.example",
  "/\u00a0/evil.example",
  "/\ufeff/evil.example",
  "https:/\\evil.example",
  "https:\\\\evil.example",
  "java\tscript:alert(1)",
  "jav&#x09;ascript:alert(1)",
  "/help\tme",
  "#top\n",
];

describe("safeHref() refuses what a browser reads as another site", () => {
  it.each(ANOTHER_SITE_SPELLINGS)("refuses %j", (href) => {
    expect(safeHref(href)).toBeNull();
  });

  it("still keeps the shop's own paths, anchors, https, mailto and tel", () => {
    for (const href of ["/help", "/products?category=skincare&q=shea%20butter", "/news/harmattan-guide#tips", "#returns", "https://wa.me/233244000000", "mailto:hello@glow.example", "tel:+233244000000", "/a%2Fb"]) {
      expect(safeHref(href), href).toBe(href);
    }
  });

  it("a kept path or anchor never leaves the shop, whatever it is made of (generated)", () => {
    const piece = fc.constantFrom("/", "\\", "%2F", "%5C", "%2f", "%5c", "\t", "\n", "\r", " ", "\u0000", "\u00a0", "\u2028", "evil.example", ".", "..", "#", "?", "@", ":", "a");
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (pieces) => {
        const href = pieces.join("");
        const kept = safeHref(href);
        if (kept !== null && (kept.startsWith("/") || kept.startsWith("#"))) expect(destination(kept), JSON.stringify(href)).toBe("https://glow.example");
      }),
      { numRuns: 3000, seed: 20 },
    );
  });
});

describe("checkLink() refuses the same spellings", () => {
  it.each(["/\\evil.example", "\\\\evil.example", "/%5Cevil.example", "/%2F/evil.example", "/\t/evil.example", "/\u2028/evil.example", "//evil.example"])("refuses %j", (link) => {
    expect(checkLink(link).ok).toBe(false);
  });

  it("keeps the shop's paths", () => {
    expect(checkLink("/sale")).toEqual({ ok: true, value: "/sale" });
  });
});
