import type { Page } from "@playwright/test";

/**
 * Waits until React has attached its handlers. Remix marks nothing on hydration, and the browsing
 * pages (home, /products, product page) start their JavaScript only after load (ADR 076): until then
 * their buttons do what plain HTML does (a card's ADD TO CART or heart is a form to the sign-in page).
 * Network idle covers both: the deferred modules are requested and loaded before it.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
}
