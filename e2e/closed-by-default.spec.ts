import { expect, test } from "./support/fixtures.ts";
import { MEDUSA_URL } from "./support/medusa-admin.ts";

/**
 * Issue 34 against the shop as `npm start` runs it. Cache poisoning: a page names the shop's public origin in its canonical link, Open
 * Graph tags, JSON-LD, robots.txt and the sitemap. Those pages are cacheable (`public, s-maxage`)
 * and a cache keys them by URL and Host only, so the render must take the origin from configuration
 * (`npm start` sets it) and never from a header a proxy could pass along. Every such header is sent
 * with an attacker's host; neither that answer nor the next plain visitor's mentions it.
 */
const EVIL = "evil.example";
const FORWARDED_HEADERS: Record<string, string> = {
  "X-Forwarded-Host": EVIL,
  "X-Forwarded-Proto": "https",
  "X-Forwarded-Port": "8443",
  "X-Forwarded-Server": EVIL,
  "X-Forwarded-Scheme": "https",
  Forwarded: `for=203.0.113.9;host=${EVIL};proto=https`,
  "X-Host": EVIL,
  "X-Original-Host": EVIL,
  "X-HTTP-Host-Override": EVIL,
  "X-Original-URL": `https://${EVIL}/`,
  "X-Rewrite-URL": `https://${EVIL}/`,
};
const PAGES = ["/", "/products", "/products/slug/cerave-hydrating-facial-cleanser", "/news", "/robots.txt", "/sitemap.xml"];

test.describe("pages cannot be poisoned through forwarded headers", () => {
  for (const path of PAGES) {
    test(`${path}: an attacker's forwarded host never reaches the page or the next visitor`, async ({ request, baseURL }) => {
      const poisoned = await request.get(path, { headers: FORWARDED_HEADERS, maxRedirects: 0 });
      expect(poisoned.status()).toBeLessThan(400);
      const poisonedBody = await poisoned.text();
      expect(poisonedBody).not.toContain(EVIL);
      const plain = await request.get(path, { maxRedirects: 0 });
      const body = await plain.text();
      expect(body).not.toContain(EVIL);
      // The configured origin (npm start: the storefront's own address) is what pages name.
      if (path.startsWith("/products/slug/")) {
        expect(body).toContain(`<link rel="canonical" href="${new URL(path, baseURL).href}"`);
        expect(poisonedBody).toContain(`<link rel="canonical" href="${new URL(path, baseURL).href}"`);
      }
    });
  }
});

test.describe("Medusa's admin dashboard cannot be framed", () => {
  test("every dashboard page and asset is sent with frame-ancestors 'none', X-Frame-Options and nosniff by Medusa itself", async ({ request }) => {
    const paths = ["/app", "/app/", "/app/login", "/app/invite?token=x", "/app/orders"];
    for (const path of paths) {
      const answer = await request.get(`${MEDUSA_URL}${path}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).toContain("<div id=\"medusa\"");
      const headers = answer.headers();
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("same-origin");
    }
  });

  test("another site's frame of the dashboard stays empty", async ({ page }) => {
    await page.setContent(`<iframe id="framed" src="${MEDUSA_URL}/app/login" style="width:800px;height:600px"></iframe>`);
    // Chromium replaces a frame its headers forbid with its error page.
    const framed = () => page.frames().find((frame) => frame !== page.mainFrame())?.url() ?? "";
    await expect.poll(framed, { timeout: 15_000 }).toMatch(/^chrome-error:/);
    await expect(page.frameLocator("#framed").locator("input[name=email]")).toHaveCount(0);
  });
});
