import { describe, expect, it } from "vitest";
import {
  bareOfflinePage,
  classify,
  fillSeenList,
  isPersonalPath,
  isSignOut,
  markSeenOffline,
  mayKeepPage,
  mayKeepPicture,
  OFFLINE_ATTRIBUTE,
  seenKind,
  titleOf,
  type KeptResponse,
} from "./rules";

const answer = (status: number, headers: Record<string, string>, extra: Partial<KeptResponse> = {}): KeptResponse => ({
  status,
  type: "basic",
  redirected: false,
  headers: new Headers(headers),
  ...extra,
});
const html = { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0, s-maxage=2" };

describe("isPersonalPath", () => {
  it.each(["/cart", "/cart/add", "/checkout", "/checkout/paystack", "/checkout_/success", "/orders", "/orders/order_1", "/wishlist", "/wishlist/toggle", "/account", "/account-setup", "/profile", "/settings", "/dashboard", "/auth", "/password-reset", "/admin", "/admin/banners", "/api/cart", "/api/user"])(
    "%s is never kept",
    (path) => expect(isPersonalPath(path)).toBe(true),
  );
  it.each(["/", "/products", "/products/slug/shea-butter", "/sale", "/about", "/news/a", "/cartoons", "/orderly", "/administer"])("%s may be kept", (path) =>
    expect(isPersonalPath(path)).toBe(false),
  );
});

describe("classify", () => {
  it("pages are document navigations only", () => {
    expect(classify("/products", "navigate", "document")).toBe("page");
    expect(classify("/products.data", "navigate", "document")).toBe("network");
    expect(classify("/api/cart", "navigate", "document")).toBe("network");
    expect(classify("/products", "cors", "")).toBe("network");
  });
  it("hashed assets, pictures, and the rest", () => {
    expect(classify("/assets/shell-Ab12.js", "cors", "script")).toBe("asset");
    expect(classify("/assets/tailwind-Cd34.css", "no-cors", "style")).toBe("asset");
    expect(classify("/media/products/a.webp", "no-cors", "image")).toBe("picture");
    expect(classify("/images/hero-default.svg", "no-cors", "image")).toBe("picture");
    expect(classify("/api/products", "cors", "")).toBe("network");
    expect(classify("/sw.js", "same-origin", "serviceworker")).toBe("network");
    expect(classify("/__manifest", "cors", "")).toBe("network");
  });
});

describe("mayKeepPage", () => {
  it("keeps a public 200 HTML page", () => expect(mayKeepPage("/products/slug/a", answer(200, html))).toBe(true));
  it("never keeps a page rendered for a signed-in shopper (private, no-store)", () =>
    expect(mayKeepPage("/products/slug/a", answer(200, { ...html, "cache-control": "private, no-store" }))).toBe(false));
  it("never keeps no-store alone, personal paths, errors, redirects, other types, the offline page", () => {
    expect(mayKeepPage("/", answer(200, { ...html, "cache-control": "no-store" }))).toBe(false);
    expect(mayKeepPage("/cart", answer(200, html))).toBe(false);
    expect(mayKeepPage("/orders/1", answer(200, html))).toBe(false);
    expect(mayKeepPage("/", answer(503, html))).toBe(false);
    expect(mayKeepPage("/", answer(404, html))).toBe(false);
    expect(mayKeepPage("/", answer(200, html, { redirected: true }))).toBe(false);
    expect(mayKeepPage("/", answer(0, html, { type: "opaqueredirect" }))).toBe(false);
    expect(mayKeepPage("/", answer(200, { "content-type": "application/json" }))).toBe(false);
    expect(mayKeepPage("/offline", answer(200, html))).toBe(false);
  });
  it("reads directives, not substrings", () =>
    expect(mayKeepPage("/", answer(200, { ...html, "cache-control": "public, x-private-note=1" }))).toBe(true));
});

describe("mayKeepPicture", () => {
  it("keeps small same-origin pictures only", () => {
    expect(mayKeepPicture(answer(200, { "content-length": "40000" }))).toBe(true);
    expect(mayKeepPicture(answer(200, {}))).toBe(true);
    expect(mayKeepPicture(answer(200, { "content-length": String(2 * 1024 * 1024) }))).toBe(false);
    expect(mayKeepPicture(answer(404, {}))).toBe(false);
    expect(mayKeepPicture(answer(0, {}, { type: "opaque" }))).toBe(false);
  });
});

describe("isSignOut", () => {
  it("is the POST to /api/logout", () => {
    expect(isSignOut("POST", "/api/logout")).toBe(true);
    expect(isSignOut("GET", "/api/logout")).toBe(false);
    expect(isSignOut("POST", "/api/login")).toBe(false);
  });
});

describe("markSeenOffline", () => {
  it("marks the html element once, keeping its attributes", () => {
    const marked = markSeenOffline('<!DOCTYPE html><html lang="en-GH"><head></head><body><p>html</p></body></html>');
    expect(marked).toBe(`<!DOCTYPE html><html ${OFFLINE_ATTRIBUTE}="" lang="en-GH"><head></head><body><p>html</p></body></html>`);
  });
});

describe("titleOf", () => {
  it("reads the title without the shop's suffix, decoding entities", () => {
    expect(titleOf("<head><title>Shea &amp; Cocoa Butter | Glow</title></head>")).toBe("Shea & Cocoa Butter");
    expect(titleOf("<title>Skincare — Glow</title>")).toBe("Skincare");
    expect(titleOf("<p>no title</p>")).toBeNull();
  });
});

describe("seenKind", () => {
  it("lists product and category pages", () => {
    expect(seenKind("/products/slug/shea", "")).toBe("product");
    expect(seenKind("/products", "?category=skincare")).toBe("category");
    expect(seenKind("/products", "")).toBeNull();
    expect(seenKind("/about", "")).toBeNull();
  });
});

describe("fillSeenList", () => {
  const page = '<main><ul data-offline-seen="true" class="mt-2 space-y-2"></ul></main>';
  it("puts escaped links in the hook", () => {
    const filled = fillSeenList(page, [
      { href: "/products/slug/a", title: "Shea <b>butter</b>" },
      { href: "/products?category=x&y=1", title: "Skincare" },
    ]);
    expect(filled).toContain('<a class="text-brand-700 underline" href="/products/slug/a">Shea &#60;b&#62;butter&#60;/b&#62;</a>');
    expect(filled).toContain('href="/products?category=x&#38;y=1"');
    expect(filled.endsWith("</ul></main>")).toBe(true);
  });
  it("drops links that leave the shop", () => {
    const filled = fillSeenList(page, [{ href: "//evil.example/x", title: "x" }, { href: "javascript:alert(1)", title: "y" }]);
    expect(filled).not.toContain("evil");
    expect(filled).not.toContain("javascript:");
    expect(filled).toContain("Nothing yet");
  });
  it("fills the bare page too", () => expect(fillSeenList(bareOfflinePage(), [{ href: "/products/slug/a", title: "A" }])).toContain('href="/products/slug/a">A</a>'));
});
