import type { BrowserContext, Locator, Page } from "@playwright/test";

/** A stored cookie choice (necessary cookies only), as the banner saves it. */
export const CONSENT = JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false, timestamp: "2026-11-21T09:00:00.000Z" });

/**
 * The cookie banner answered before every page of `target` loads, so it covers nothing a test taps;
 * a choice the test itself makes or clears is left alone.
 */
export async function withConsent(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((value) => {
    if (!window.localStorage.getItem("glow_cookie_consent")) window.localStorage.setItem("glow_cookie_consent", value);
  }, CONSENT);
}

/**
 * Waits until React has attached its handlers. Remix itself marks nothing on hydration, and the browsing
 * pages (home, /products, product page) start their JavaScript only after load (ADR 076): until then
 * their buttons do what plain HTML does (a card's ADD TO CART or heart is a form to the sign-in page).
 * Network idle and the root's mark (`<html data-started>`, set when the hydrated root commits) cover
 * both.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  // Network idle can come before the deferred boot has run on a busy machine, and until the root
  // commits its taps are held from React (ADR 121): a menu trigger clicked then opens nothing.
  await page.waitForSelector("html[data-started]", { state: "attached" });
}

/**
 * React has attached its handlers to the element `selector` names (its `nth` match, from 0). `hydrated`
 * (network idle) can come before the deferred boot on a busy machine (ADR 076), and a click then does
 * what the plain HTML does: the cart button follows its link to /cart instead of opening the drawer.
 * React hydrates an element after everything inside it, so a card's own handlers mean its links' too.
 */
export async function reactHandles(page: Page, selector: string, nth = 0): Promise<void> {
  await page.waitForFunction(
    ([css, index]) => {
      const element = document.querySelectorAll(css)[index];
      return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps"));
    },
    [selector, nth] as const,
  );
}

/** Opens the header's cart drawer once React handles the button; answers the drawer. */
export async function openCartDrawer(page: Page): Promise<Locator> {
  await reactHandles(page, "[data-testid=cart-button]");
  await page.getByTestId("cart-button").click();
  return page.getByTestId("cart-drawer");
}

/**
 * Pauses the page's clock (installed with `page.clock.install()`, so running with real time) and
 * returns how long, at most, a timer the page started after `since` (the test's `Date.now()` taken
 * before the navigation) has been running. A page starts its timers when it hydrates, which a busy
 * machine can delay by seconds; counting from the test's own steps instead made the 60 s checks
 * flaky both ways (the refresh before 59 s, or none at 60.5 s). With the bound `elapsed`, moving on
 * `period - 1 s - elapsed` is surely before the timer fires, and a further `1.5 s + elapsed` surely
 * after it.
 */
export async function pauseClock(page: Page, since: number): Promise<number> {
  for (let margin = 1_000; ; margin *= 2) {
    const pausedAt = (await page.evaluate(() => Date.now())) + margin;
    try {
      await page.clock.pauseAt(pausedAt);
      return pausedAt - since;
    } catch (error) {
      // The page's time passed `pausedAt` before the call arrived: try again further ahead.
      if (!(error instanceof Error && /past/.test(error.message)) || margin > 30_000) throw error;
    }
  }
}

