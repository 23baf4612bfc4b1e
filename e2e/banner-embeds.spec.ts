import { expect, test } from "./support/fixtures.ts";
import { hydrated, pauseClock, withConsent } from "./support/page.ts";

/**
 * Issue 15: a Vimeo banner plays (the CSP allows its frame), and an embed that cannot load falls back
 * to the banner's image (spec §2: a failed video falls back to the image). No outside network here:
 * the video site is answered locally, or never. The banner made here is deleted again.
 */
const BANNER = {
  title: "E2E Vimeo",
  subtitle: "Made by the banner embeds e2e test",
  imageUrl: "/images/product-fallback.svg",
  videoUrl: "https://vimeo.com/76979871",
  bannerType: "regular",
  isActive: true,
  priority: 999,
};

test("a Vimeo banner plays under the CSP; one that never loads falls back to its image", async ({ page, shopAdmin: _ }) => {
  await withConsent(page);
  const created = await page.request.post("/api/admin/banners", { data: BANNER });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.route("https://player.vimeo.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p id=vimeo>vimeo player</p>" }));
    await page.goto("/?v=vimeo");
    await hydrated(page);
    const hero = page.getByTestId("hero-banner");
    await expect(hero.getByRole("heading", { level: 1, name: "E2E Vimeo" })).toBeVisible();
    const frame = page.getByTestId("banner-embed");
    await expect(frame).toHaveAttribute("src", "https://player.vimeo.com/video/76979871?autoplay=1&muted=1&loop=1&background=1");
    await expect(frame).toHaveAttribute("title", "Vimeo video");
    await expect(frame).toHaveAttribute("data-state", "loaded");
    await expect(frame.contentFrame().locator("#vimeo")).toHaveText("vimeo player");
    expect(refused).toEqual([]);

    // A data-saver phone (Save-Data: on, issue 32) gets the banner's image, no player, before and
    // after hydration; the player is never asked for.
    const playerRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://player.vimeo.com/")) playerRequests.push(request.url());
    });
    await page.setExtraHTTPHeaders({ "Save-Data": "on" });
    await page.goto("/?v=vimeo-save-data");
    await hydrated(page);
    await expect(hero.getByRole("heading", { level: 1, name: "E2E Vimeo" })).toBeVisible();
    await expect(hero.locator("img")).toHaveAttribute("src", "/images/product-fallback.svg");
    await expect(frame).toHaveCount(0);
    expect(playerRequests).toEqual([]);
    await page.setExtraHTTPHeaders({});

    // The video site never answers: after 12 s the banner's image shows, and the frame is gone.
    await page.unroute("https://player.vimeo.com/**");
    await page.route("https://player.vimeo.com/**", () => undefined);
    await page.clock.install();
    const since = Date.now();
    await page.goto("/?v=vimeo-down");
    // (Not `hydrated`: the frame's request never ends, so the network is never idle.) The frame is
    // added once hydrated, invisible over the image while it loads.
    await expect(frame).toHaveAttribute("data-state", "loading");
    await expect(hero.locator("img")).toHaveAttribute("src", "/images/product-fallback.svg");
    const elapsed = await pauseClock(page, since);
    await page.clock.fastForward(Math.max(0, 11_000 - elapsed));
    await expect(frame).toHaveAttribute("data-state", "loading");
    await page.clock.fastForward(1_500 + Math.min(elapsed, 11_000));
    await page.clock.resume();
    await expect(frame).toHaveCount(0);
    await expect(hero.locator("img")).toBeVisible();
    await expect(hero.locator("img")).toHaveAttribute("src", "/images/product-fallback.svg");
  } finally {
    await page.request.delete(`/api/admin/banners/${id}`);
  }
});
