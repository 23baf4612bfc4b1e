import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated, openCartDrawer, pauseClock, reactHandles, withConsent } from "./support/page.ts";
import { productIdBySlug } from "./support/session.ts";

/**
 * The spec's error catalogue (§8) and the timings around it (§7, §9), message by message, with the
 * exact titles and texts (issue 15). Failures are made with `page.route`; timings with Playwright's
 * clock (`page.clock`): paused time moved on by hand, so a 500 ms redirect or a 4 s toast is checked
 * exactly and the 60 s / 120 s refreshes take no real waiting.
 * Unit tests cover what is easier there: lib/shop-toasts (stock text), CategoryTiles' empty state.
 */
const PRODUCT = "cerave-hydrating-facial-cleanser";

const toast = (page: Page) => page.locator("[data-variant]").first();

/** React handles the product cards' buttons (see reactHandles) before the clock is paused. */
async function cardsHydrated(page: Page) {
  await hydrated(page);
  await reactHandles(page, "[data-testid=product-card] button[type=submit]");
}

const json = (status: number, body: unknown) => (route: Route) => route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

async function expectToast(page: Page, title: string, description?: string, variant: "default" | "destructive" = "destructive") {
  const shown = toast(page);
  await expect(shown.locator("div > div").first()).toHaveText(title);
  if (description !== undefined) await expect(shown.locator("div > div").nth(1)).toHaveText(description);
  await expect(shown).toHaveAttribute("data-variant", variant);
}

test.describe("authentication screens (§8: destructive toast with the server's message)", () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test("sign up: Unable to Send Verification Code, Unable to Verify Code, Phone Not Verified, Registration failed", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    await hydrated(page);
    const phone = page.getByLabel("Phone number");

    await page.route("**/api/auth/send-registration-otp", json(429, { message: "Too many codes for this number. Try again in 60 seconds.", retryAfter: 60 }), { times: 1 });
    await phone.fill("0209999001");
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await expectToast(page, "Unable to Send Verification Code", "Too many codes for this number. Try again in 60 seconds.");

    await page.route("**/api/auth/send-registration-otp", json(200, { expiresIn: 600 }), { times: 1 });
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await expectToast(page, "Verification Code Sent", "We sent a 6-character code to 0209999001.", "default");

    await page.route("**/api/auth/verify-registration-otp", json(400, { message: "That code is wrong or has expired." }), { times: 1 });
    await page.getByLabel("Verification code").fill("abc123");
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expectToast(page, "Unable to Verify Code", "That code is wrong or has expired.");

    await page.route("**/api/auth/verify-registration-otp", json(200, { verified: true }), { times: 1 });
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expectToast(page, "Phone Verified", "Now complete your registration.", "default");

    const fillDetails = async () => {
      await page.getByLabel("First name").fill("Efua");
      await page.getByLabel("Last name").fill("Owusu");
      await page.getByLabel("Password", { exact: true }).fill("Efua#2026");
      await page.getByLabel("Confirm password").fill("Efua#2026");
    };
    await fillDetails();
    await page.route("**/api/register", json(400, { message: "Registration is closed for maintenance. Please try again later." }), { times: 1 });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Registration failed", "Registration is closed for maintenance. Please try again later.");

    // The phone proof expired (the server answers spec §5's message): 'Phone Not Verified', back to step 1.
    await page.route("**/api/register", json(400, { message: "Please verify your phone number first." }), { times: 1 });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Phone Not Verified", "Please verify your phone number first.");
    await expect(page.getByRole("button", { name: "Send Verification Code" })).toBeVisible();
    await expect(phone).toHaveValue("0209999001");
  });

  test("password reset: Unable to Send Code, Verification Failed, Password Reset Failed", async ({ page }) => {
    await page.goto("/password-reset");
    await hydrated(page);
    await page.route("**/api/auth/send-password-reset-otp", json(503, { message: "We could not send a text message right now." }), { times: 1 });
    await page.getByLabel("Phone number").fill("0244000001");
    await page.getByRole("button", { name: "Send Code" }).click();
    await expectToast(page, "Unable to Send Code", "We could not send a text message right now.");

    await page.route("**/api/auth/send-password-reset-otp", json(200, { message: "Code sent" }), { times: 1 });
    await page.getByRole("button", { name: "Send Code" }).click();
    await expectToast(page, "Code Sent", undefined, "default");

    await page.route("**/api/auth/verify-password-reset-otp", json(400, { message: "That code is wrong or has expired." }), { times: 1 });
    await page.getByLabel("Verification code").fill("123456");
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expectToast(page, "Verification Failed", "That code is wrong or has expired.");

    await page.route("**/api/auth/verify-password-reset-otp", json(200, { verified: true }), { times: 1 });
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expectToast(page, "Code Verified", "Now choose a new password.", "default");

    await page.route("**/api/auth/reset-password", json(400, { message: "Please verify the code again: it expired." }), { times: 1 });
    await page.getByLabel("New password", { exact: true }).fill("Shopper#2027");
    await page.getByLabel("Confirm new password").fill("Shopper#2027");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expectToast(page, "Password Reset Failed", "Please verify the code again: it expired.");
  });
});

test.describe("cart and wishlist (§8)", () => {
  // A fresh shopper, signed in on the page's context, with an empty cart and wishlist.
  test.beforeEach(async ({ page, shopper: _ }) => {
    await withConsent(page);
  });

  test("cart drawer: 'Failed to update/remove…', then 'Unauthorized' and / after exactly 500 ms", async ({ page }) => {
    const productId = await productIdBySlug(page.request, PRODUCT);
    expect((await page.request.post("/api/cart", { data: { productId, quantity: 1 } })).status()).toBe(200);
    await page.clock.install();
    await page.goto("/help");
    await hydrated(page);
    // The page knows the shopper and her cart (the badge) before the drawer is opened.
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    const drawer = await openCartDrawer(page);
    await expect(drawer.getByTestId("cart-line-quantity")).toHaveText("1");

    await page.route("**/api/cart/*", json(500, { message: "Medusa is restarting." }), { times: 1 });
    await drawer.getByRole("button", { name: /^Increase quantity of/ }).click();
    await expectToast(page, "Error", "Failed to update cart item. Please try again.");
    await expect(drawer.getByTestId("cart-line-quantity")).toHaveText("1"); // rolled back

    await page.route("**/api/cart/*", json(500, { message: "Medusa is restarting." }), { times: 1 });
    await drawer.getByRole("button", { name: /^Remove .* from cart$/ }).click();
    await expectToast(page, "Error", "Failed to remove item from cart. Please try again.");

    // The session ended elsewhere: 'Unauthorized', and / after 500 ms (time paused, then moved by hand).
    await page.route("**/api/cart/*", json(401, { message: "Authentication required. Please sign in." }), { times: 1 });
    await page.clock.pauseAt(Date.now() + 60_000);
    await drawer.getByRole("button", { name: /^Increase quantity of/ }).click();
    await expectToast(page, "Unauthorized", "You are logged out. Logging in again...");
    await page.clock.runFor(490);
    expect(new URL(page.url()).pathname).toBe("/help");
    await page.clock.runFor(20);
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test("adding from a card: stock toast with the body's numbers for exactly 4 s, unavailable, other errors, sign-in after 500 ms", async ({ page }) => {
    await page.clock.install();
    await page.goto(`/products?q=${encodeURIComponent("Hydrating Facial Cleanser")}`);
    await cardsHydrated(page);
    const card = page.getByTestId("product-card").first();
    const add = card.getByRole("button", { name: "ADD TO CART" });

    await page.route("**/api/cart", json(409, { message: "Not enough stock: only 3 available.", availableStock: 3, currentCartQuantity: 2 }), { times: 1 });
    await page.clock.pauseAt(Date.now() + 60_000);
    await add.click();
    await expectToast(page, "⚠️ Not enough stock", "Only 3 items available. You have 2 in cart");
    await page.mouse.move(0, 0); // Radix pauses a toast's timer while pointed at
    await page.clock.runFor(3900);
    await expect(toast(page)).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.locator("[data-variant][data-state=open]")).toHaveCount(0);
    await page.clock.resume();

    // With nothing in the cart, the second sentence is left out.
    await page.route("**/api/cart", json(409, { message: "Not enough stock: only 1 available.", availableStock: 1, currentCartQuantity: 0 }), { times: 1 });
    await add.click();
    await expectToast(page, "⚠️ Not enough stock", "Only 1 items available");

    await page.route("**/api/cart", json(409, { message: "This product is not available right now: it is out of stock.", availableStock: 0, currentCartQuantity: 0 }), { times: 1 });
    await add.click();
    await expectToast(page, "Product unavailable", "This product is currently not available.");

    await page.route("**/api/cart", json(500, { message: "Something broke." }), { times: 1 });
    await add.click();
    await expectToast(page, "Error", "Failed to add item to cart. Please try again.");

    await page.route("**/api/wishlist", json(500, { message: "Something broke." }), { times: 1 });
    await card.getByRole("button", { name: /to wishlist$/ }).click();
    await expectToast(page, "Error", "Failed to update wishlist. Please try again.");

    // An auth error from a card: 'Sign in required', then /auth after 500 ms (the session is in fact
    // fine here, so /auth then sends the signed-in shopper on to /: the request for /auth is what counts).
    const toAuth: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/auth")) toAuth.push(request.url());
    });
    await page.route("**/api/cart", json(401, { message: "Authentication required. Please sign in." }), { times: 1 });
    await page.clock.pauseAt(Date.now() + 120_000);
    await add.click();
    await expectToast(page, "Sign in required", "Please sign in to add items to your cart.");
    await page.clock.runFor(490);
    expect(toAuth).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/products");
    await page.clock.runFor(20);
    await expect.poll(() => toAuth.length).toBeGreaterThan(0);
  });

  test("product dialog: 'Failed to add item to wishlist…', 'Failed to add item to cart…', an auth error → /api/login after 500 ms", async ({ page }) => {
    // The shopper's wishlist is empty, so the dialog's Wishlist button adds.
    expect(await (await page.request.get("/api/wishlist")).json()).toEqual([]);
    await page.clock.install();
    await page.goto(`/products?q=${encodeURIComponent("Hydrating Facial Cleanser")}`);
    await cardsHydrated(page);
    await page.getByTestId("product-card").first().getByRole("link").click();
    const dialog = page.getByTestId("product-dialog");
    await expect(dialog.getByRole("button", { name: "Add to Cart" })).toBeVisible();

    await page.route("**/api/wishlist", json(500, { message: "Something broke." }), { times: 1 });
    await dialog.getByRole("button", { name: "Wishlist" }).click();
    await expectToast(page, "Error", "Failed to add item to wishlist. Please try again.");

    await page.route("**/api/cart", json(500, { message: "Something broke." }), { times: 1 });
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Error", "Failed to add item to cart. Please try again.");

    await page.route("**/api/wishlist", json(401, { message: "Authentication required. Please sign in." }), { times: 1 });
    await page.clock.pauseAt(Date.now() + 60_000);
    await dialog.getByRole("button", { name: "Wishlist" }).click();
    await expectToast(page, "Sign in required", "Please sign in to manage your wishlist.");
    const login: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/login" && request.method() === "GET" && request.isNavigationRequest()) login.push(request.url());
    });
    await page.clock.runFor(490);
    expect(login).toEqual([]);
    await page.clock.runFor(20);
    await expect.poll(() => login.length).toBe(1);
    // /api/login lands on /auth (which sends this still signed-in shopper on to /).
    await expect(page).toHaveURL((url) => url.pathname === "/auth" || url.pathname === "/");
  });
});

test.describe("reviews (§8)", () => {
  test("Please log in; Review submission failed with the server's message, or the fallback text", async ({ page, shopper: _ }) => {
    await withConsent(page);
    await page.route("**/api/products/*/can-review", json(200, true));
    await page.goto(`/products/slug/${PRODUCT}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Write a Review" }).click();
    const form = page.getByTestId("review-form");
    await form.getByLabel("4 stars").check({ force: true });
    const submit = form.getByRole("button", { name: /Submit/ });

    await page.route("**/api/products/*/reviews", json(401, { message: "Authentication required. Please sign in." }), { times: 1 });
    await submit.click();
    await expectToast(page, "Please log in", "You need to log in to submit a review.");

    await page.route("**/api/products/*/reviews", json(409, { message: "You have already reviewed this product." }), { times: 1 });
    await submit.click();
    await expectToast(page, "Review submission failed", "You have already reviewed this product.");

    // No message, no text: §8's generic reading falls to the status text.
    await page.route("**/api/products/*/reviews", (route) => route.fulfill({ status: 502, body: "" }), { times: 1 });
    await submit.click();
    await expectToast(page, "Review submission failed", "Bad Gateway");

    // Nothing at all to read (the network failed): the fallback text.
    await page.route("**/api/products/*/reviews", (route) => route.abort("failed"), { times: 1 });
    await submit.click();
    await expectToast(page, "Review submission failed", "Failed to submit review. Please try again.");
  });
});

test.describe("home page content (§7, §8)", () => {
  test("the 60 s product refresh: the featured grid follows it, 'No Featured Products' when empty, 'Failed to fetch featured products' when it fails", async ({ page }) => {
    await withConsent(page);
    await page.clock.install();
    const since = Date.now();
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("#featured [data-testid=product-card]")).not.toHaveCount(0);
    // The featured grid is a lazy island (ADR 089): it hydrates, and starts its refresh, near the viewport.
    // React attaches a button's props before the island commits and its effects start the 60 s timer,
    // so wait for the island's own mark, set after its effects have run.
    await page.locator("#featured").scrollIntoViewIfNeeded();
    await page.locator("[data-lazy-island][data-hydrated] #featured").waitFor({ state: "attached" });
    let featuredCalls = 0;
    await page.route("**/api/products?featured=true&limit=8", (route) => {
      featuredCalls += 1;
      return json(200, { products: [], count: 0 })(route);
    });
    const elapsed = await pauseClock(page, since);
    await page.clock.fastForward(Math.max(0, 59_000 - elapsed));
    expect(featuredCalls).toBe(0);
    await page.clock.fastForward(1_500 + Math.min(elapsed, 59_000));
    // React Query hands results to React with a 0 ms timeout: let time run again.
    await page.clock.resume();
    await expect(page.getByTestId("featured-empty")).toContainText("No Featured Products");
    await expect(page.getByTestId("featured-empty")).toContainText("Check back soon for our latest featured items!");
    expect(featuredCalls).toBe(1);

    await page.unroute("**/api/products?featured=true&limit=8");
    await page.route("**/api/products?featured=true&limit=8", json(500, { message: "Medusa is down." }));
    await page.clock.fastForward(60_000);
    await expectToast(page, "Failed to fetch featured products");
  });

  test("the 60 s product refresh on /products reloads the page's product data, not before", async ({ page }) => {
    await withConsent(page);
    await page.clock.install();
    const since = Date.now();
    await page.goto("/products?category=skincare");
    await cardsHydrated(page);
    const reloads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".data")) reloads.push(url.pathname + url.search);
    });
    const elapsed = await pauseClock(page, since);
    await page.clock.fastForward(Math.max(0, 59_000 - elapsed));
    expect(reloads).toEqual([]);
    await page.clock.fastForward(1_500 + Math.min(elapsed, 59_000));
    await page.clock.resume();
    await expect.poll(() => reloads.length).toBeGreaterThan(0);
    expect(reloads[0]).toContain("category=skincare");
  });

  test("'Failed to fetch news' when the news the page did not bring cannot be fetched", async ({ page }) => {
    await withConsent(page);
    // The page as served, but with its news query renamed: the browser must fetch the news itself.
    await page.route(
      (url) => url.pathname === "/" && !url.search,
      async (route) => {
        if (route.request().resourceType() !== "document") return route.fallback();
        const response = await route.fetch();
        const body = (await response.text()).replaceAll("/api/news?limit=3", "/api/news?limit=9");
        return route.fulfill({ response, body });
      },
    );
    let newsCalls = 0;
    await page.route("**/api/news?limit=3&featured=true", (route) => {
      newsCalls += 1;
      return json(500, { message: "The news service is down." })(route);
    });
    await page.goto("/");
    // The news section is a lazy island (ADR 089): it hydrates, and fetches what it lacks, near the viewport.
    await hydrated(page);
    await page.locator("#news").scrollIntoViewIfNeeded();
    await expectToast(page, "Failed to fetch news");
    expect(newsCalls).toBe(1);
  });

  test("a broken product picture falls back to the shop's placeholder image", async ({ page }) => {
    await withConsent(page);
    await page.route("**/media/**", (route) => (route.request().resourceType() === "image" ? route.fulfill({ status: 404, body: "" }) : route.fallback()));
    await page.goto(`/products?q=${encodeURIComponent("Hydrating Facial Cleanser")}`);
    await hydrated(page);
    await expect(page.getByTestId("product-card").first().locator("img")).toHaveAttribute("src", "/images/product-fallback.svg");
  });

  test("Copy Link falls back to the older copy method when the clipboard refuses", async ({ page }) => {
    await withConsent(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) } });
      const copied: string[] = [];
      (window as unknown as { __copied: string[] }).__copied = copied;
      document.execCommand = ((command: string) => {
        const active = document.activeElement;
        if (command === "copy" && active instanceof HTMLTextAreaElement) copied.push(active.value);
        return command === "copy";
      }) as typeof document.execCommand;
    });
    await page.goto(`/products?q=${encodeURIComponent("Hydrating Facial Cleanser")}`);
    await hydrated(page);
    const card = page.getByTestId("product-card").first();
    const copyLink = page.getByRole("menuitem", { name: "Copy Link" });
    // What this test checks is the clipboard fallback, not the hand-over of taps to React (that is
    // e2e/hydration-handover.spec.ts): on a loaded CI machine a first tap landed while the card was
    // still being hydrated and opened nothing (1 run in 3 today), so like a shopper it taps again.
    await expect(async () => {
      if (!(await copyLink.isVisible())) await card.getByRole("button", { name: /^Share / }).click();
      await expect(copyLink).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await copyLink.click();
    await expectToast(page, "Link copied", "The product link is on your clipboard.", "default");
    const copied = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
    expect(copied).toHaveLength(1);
    expect(copied[0]).toMatch(new RegExp(`/products/slug/${PRODUCT}$`));
  });
});

test.describe("the 120 s background poller (§7)", () => {
  test("re-checks the signed-in user every 120 000 ms, not before", async ({ page, shopper: _ }) => {
    await withConsent(page);
    await page.clock.install();
    const since = Date.now();
    await page.goto("/help");
    await hydrated(page);
    const calls: number[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/user") calls.push(Date.now());
    });
    const elapsed = await pauseClock(page, since);
    await page.clock.fastForward(Math.max(0, 119_000 - elapsed));
    expect(calls).toHaveLength(0);
    await page.clock.fastForward(1_500 + Math.min(elapsed, 119_000));
    await page.clock.resume();
    await expect.poll(() => calls.length).toBe(1);
    await page.clock.fastForward(120_000);
    await expect.poll(() => calls.length).toBe(2);
  });
});

test.describe("signed-out writes (issue 15)", () => {
  test("answer 401 with a message whatever the body, on the running shop", async ({ request }) => {
    const calls = [
      request.post("/api/cart", { data: { productId: 1, quantity: 1 } }),
      request.post("/api/cart", { data: "not json", headers: { "Content-Type": "text/plain" } }),
      request.put("/api/cart/not%20an%20id", { data: { quantity: -1 } }),
      request.delete("/api/cart/line_1"),
      request.post("/api/wishlist", { data: { productId: 1 } }),
      request.delete("/api/wishlist/%20"),
      request.post("/api/products/prod_1/reviews", { data: { rating: 9 } }),
      request.get("/api/products/bad%20id/can-review"),
      request.get("/api/admin/reviews?status=bogus"),
      request.post("/api/admin/banners", { data: {} }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status(), response.url()).toBe(401);
      expect(((await response.json()) as { message: string }).message).toBe("Authentication required. Please sign in.");
    }
  });
});
