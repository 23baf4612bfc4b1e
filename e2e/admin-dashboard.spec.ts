import http from "node:http";
import { expect, test, type APIRequest, type Page } from "@playwright/test";
import { MedusaAdmin } from "./support/medusa-admin.ts";
import { dashboardSignIn, openDashboard } from "./support/medusa-dashboard.ts";
import { freshNetwork, fromNetwork } from "./support/network.ts";
import { apiSignIn, registerShopper } from "./support/session.ts";
import { freshPhone } from "./support/sms.ts";
import { withConsent } from "./support/page.ts";

/**
 * Issue 23 (4): staff journeys in Medusa's real admin dashboard (/app, built by `npm test`). Staff sign
 * in with the dashboard's own form and, on each page our plugins add, do one real thing whose effect
 * the storefront (or the shopper) then sees. Every page is first checked to render its heading and not
 * the dashboard's error boundary, so a broken plugin admin page fails the suite.
 *
 * Each test makes its own data (fresh shoppers, unique titles) on products no other spec uses, and
 * removes what other specs could see (banner, article, review) again.
 */

const REVIEW_PRODUCT = "cerave-moisturising-cream";
const WISHLIST_PRODUCT = "coffee-sugar-body-scrub";
const run = Date.now().toString(36);

test.describe.configure({ timeout: 120_000 });

/** A shopper of their own, signed in through the storefront's API from a network of their own. */
const SHOPPER_PASSWORD = "Dash#board-2026";

async function freshShopper(requests: APIRequest, baseURL: string, firstName: string) {
  const request = await requests.newContext({ baseURL, extraHTTPHeaders: fromNetwork(freshNetwork()) });
  const device = `e2edash${firstName.toLowerCase()}${run}`;
  const shopper = await registerShopper(request, device, { firstName, lastName: "Dashboard", password: SHOPPER_PASSWORD });
  return { request, device, ...shopper };
}

/** The storefront caches banners and news lists for 10 s per worker: reload until the page shows it. */
async function eventually(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
}

/** One GET on a new connection (so `npm start`'s storefront workers, which take connections in turn, all answer some). */
function freshGet(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

/**
 * After a change made in Medusa, waits until no storefront worker's 10 s cache shows `text` at `path`
 * any more (several reads in a row, on new connections), so the next test of the shared-content
 * project (playwright.config.ts) starts from the seeded banner and news.
 */
async function storefrontForgets(baseURL: string, path: string, text: string): Promise<void> {
  await expect
    .poll(async () => (await Promise.all(Array.from({ length: 4 }, () => freshGet(`${baseURL}${path}`)))).some((body) => body.includes(text)), { timeout: 30_000, intervals: [500, 1_000] })
    .toBe(false);
}

test("banners: staff create a live banner with a video link and it is the hero on /", async ({ browser, baseURL }) => {
  const title = `Harmattan glow ${run}`;
  const admin = await MedusaAdmin.signIn();
  const { context, page } = await dashboardSignIn(browser);
  try {
    await openDashboard(page, "/banners", "Banners");
    await page.getByRole("button", { name: "Create banner" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByLabel("Title", { exact: true }).fill(title);
    await drawer.getByLabel("Subtitle").fill("Made in the admin dashboard by the e2e suite");
    await drawer.getByLabel("Image URL").fill("/images/product-fallback.svg");
    await drawer.getByLabel("Video link").fill("https://vimeo.com/76979871");
    await drawer.getByLabel("Priority (0–1000, higher wins)").fill("1000");
    await drawer.getByRole("switch", { name: "Active" }).click();
    await drawer.getByRole("button", { name: "Create banner" }).click();
    await expect(page.getByText("Banner created").first()).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByText("Live", { exact: true })).toBeVisible();

    // The shop's home page: the banner is the hero, its video embedded (the video site answered locally).
    const shop = await browser.newContext({ baseURL });
    await withConsent(shop);
    const home = await shop.newPage();
    await home.route("https://player.vimeo.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>vimeo player</p>" }));
    const hero = home.getByTestId("hero-banner");
    await eventually(home, `/?banner=${run}`, () => expect(hero.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 2_000 }));
    await expect(home.getByTestId("banner-embed")).toHaveAttribute("src", /^https:\/\/player\.vimeo\.com\/video\/76979871\?/);
    await shop.close();
  } finally {
    const { banners } = await admin.call<{ banners: Array<{ id: string; title: string }> }>("GET", "/admin/banners?limit=200");
    for (const banner of banners.filter((b) => b.title === title)) await admin.call("DELETE", `/admin/banners/${banner.id}`);
    await context.close();
    await storefrontForgets(baseURL!, "/api/banners/active", title);
  }
});

test("news: staff publish an article and it is listed under /news and readable", async ({ browser, baseURL }) => {
  const title = `Shea butter in the dry season ${run}`;
  const admin = await MedusaAdmin.signIn();
  const { context, page } = await dashboardSignIn(browser);
  try {
    await openDashboard(page, "/news", "News");
    await page.getByRole("button", { name: "Write article" }).click();
    const editor = page.getByRole("dialog");
    await editor.getByLabel("Title", { exact: true }).fill(title);
    await editor.getByLabel("Excerpt (shown in lists)").fill("Why raw shea keeps skin soft when the Harmattan blows.");
    await editor.getByLabel("Content (Markdown)").fill("## Keep it simple\n\nWarm a **pea-sized** amount between your palms.");
    await editor.getByRole("tab", { name: "Preview" }).click();
    await expect(editor.getByRole("heading", { name: "Keep it simple" })).toBeVisible();
    await editor.getByRole("button", { name: "Publish article" }).click();
    await expect(page.getByText("Article published").first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();

    const shop = await browser.newContext({ baseURL });
    const news = await shop.newPage();
    const link = news.getByTestId("news-list").getByRole("link", { name: title });
    await eventually(news, "/news", () => expect(link).toBeVisible({ timeout: 2_000 }));
    await link.click();
    await expect(news.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(news.getByRole("heading", { name: "Keep it simple" })).toBeVisible();
    await shop.close();
  } finally {
    const { articles } = await admin.call<{ articles: Array<{ id: string; title: string }> }>("GET", "/admin/news?limit=200");
    for (const article of articles.filter((a) => a.title === title)) await admin.call("DELETE", `/admin/news/${article.id}`);
    await context.close();
    await storefrontForgets(baseURL!, "/news", title);
  }
});

test("reviews: staff approve a buyer's review and reply, and the product shows both", async ({ browser, baseURL, playwright }) => {
  const admin = await MedusaAdmin.signIn();
  const shopper = await freshShopper(playwright.request, baseURL!, "Efua");
  const product = await admin.productByHandle(REVIEW_PRODUCT);
  const { customer } = await admin.call<{ customer: { id: string; email: string | null } }>("GET", `/admin/customers/${shopper.id}?fields=id,email`);
  await admin.deliveredOrder({ id: customer.id, email: customer.email ?? `${shopper.phone}@example.com` }, product.variantId);
  const comment = `Soft skin all week, even in the Harmattan (${run})`;
  const reply = `Medaase, Efua! Glad it works for you (${run}).`;
  const submitted = await shopper.request.post(`/api/products/${product.id}/reviews`, { data: { rating: 4, comment } });
  expect(submitted.status(), await submitted.text()).toBeLessThan(300);

  const { context, page } = await dashboardSignIn(browser);
  try {
    await openDashboard(page, "/reviews", "Reviews");
    const pending = page.getByTestId("admin-review").filter({ hasText: comment });
    await expect(pending.getByText("Pending", { exact: true })).toBeVisible();
    await pending.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Review approved").first()).toBeVisible();
    await page.getByRole("tab", { name: "Approved" }).click();
    const approved = page.getByTestId("admin-review").filter({ hasText: comment });
    await expect(approved.getByText("Approved", { exact: true })).toBeVisible();
    await approved.getByRole("button", { name: "Reply" }).click();
    await approved.getByLabel("Shop response").fill(reply);
    await approved.getByRole("button", { name: "Save response" }).click();
    await expect(page.getByText("Response saved").first()).toBeVisible();
    await expect(approved.getByText(reply)).toBeVisible();

    const shop = await browser.newContext({ baseURL });
    const visitor = await shop.newPage();
    const shown = visitor.getByTestId("review").filter({ hasText: comment });
    await eventually(visitor, `/products/slug/${REVIEW_PRODUCT}`, () => expect(shown).toBeVisible({ timeout: 2_000 }));
    await expect(shown.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expect(shown.getByTestId("shop-response")).toContainText(reply);
    await shop.close();
  } finally {
    await admin.deleteReviewsOf(shopper.id, product.id);
    await Promise.all([context.close(), shopper.request.dispose()]);
  }
});

test("consultations: staff move a booking from the storefront to Booked and find it in its week", async ({ browser, request }) => {
  const admin = await MedusaAdmin.signIn();
  const name = `Akua Staffjourney ${run}`;
  const preferredDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const booked = await request.post("/consultation", {
    form: { name, phone: freshPhone("026"), preferredDate, preferredTime: "11:00", contactMethod: "whatsapp", concern: "A routine for oily skin in the rainy season" },
    headers: fromNetwork(freshNetwork()),
    maxRedirects: 0,
  });
  expect(booked.status()).toBe(200);

  const { context, page } = await dashboardSignIn(browser);
  try {
    await openDashboard(page, "/consultations", "Consultation bookings");
    const status = page.getByLabel(`Status of ${name}'s booking`);
    await expect(status).toHaveValue("new");
    await status.selectOption("booked");
    await expect(page.getByText(`Saved: ${name}`).first()).toBeVisible();
    // Stored: Medusa answers it under "booked", and the page shows it there after a reload.
    const { consultations } = await admin.call<{ consultations: Array<{ name: string; status: string }> }>("GET", "/admin/consultations?status=booked&limit=200");
    expect(consultations.find((c) => c.name === name)?.status).toBe("booked");
    await openDashboard(page, "/consultations", "Consultation bookings");
    await page.getByLabel("Show").selectOption("booked");
    await expect(page.getByLabel(`Status of ${name}'s booking`)).toHaveValue("booked");

    // The week view: the booking under its day's heading, at its time; three days ahead may be next week.
    await page.getByLabel("View").selectOption("week");
    const dayLabel = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
    const day = dayLabel(preferredDate);
    // Monday-to-Sunday weeks: is the booking's day after this week's Sunday?
    const today = new Date(new Date().toISOString().slice(0, 10) + "T00:00:00Z");
    const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
    const sunday = new Date(monday.getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
    await expect(page.getByRole("heading", { name: dayLabel(monday.toISOString().slice(0, 10)), exact: true })).toBeVisible();
    if (preferredDate > sunday) await page.getByRole("button", { name: "Next week" }).click();
    const daySection = page.getByRole("region", { name: day });
    await expect(daySection.getByRole("row").filter({ hasText: name })).toContainText("11:00");
    await expect(daySection.getByRole("row").filter({ hasText: name })).toContainText("WhatsApp");
    await expect(daySection.getByLabel(`Status of ${name}'s booking`)).toHaveValue("booked");
    // The week before does not hold it.
    await page.getByRole("button", { name: "Previous week" }).click();
    await expect(page.getByRole("heading", { name: day, exact: true })).toHaveCount(0);
    await expect(page.getByLabel(`Status of ${name}'s booking`)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("customer devices and wishlist demand: staff see a shopper's devices and wishlist, sign one device out, then all", async ({ browser, baseURL, playwright }) => {
  const admin = await MedusaAdmin.signIn();
  const shopper = await freshShopper(playwright.request, baseURL!, "Yaa");
  const product = await admin.productByHandle(WISHLIST_PRODUCT);
  const before = (await admin.call<{ count: number }>("GET", `/admin/products/${product.id}/wishlist-count`)).count;
  expect((await shopper.request.post("/api/wishlist", { data: { productId: product.id } })).status()).toBe(200);

  const secondDevice = await playwright.request.newContext({ baseURL, extraHTTPHeaders: fromNetwork(freshNetwork()) });
  const { context, page } = await dashboardSignIn(browser);
  try {
    // Wishlist demand on the product page (the plugin's side-column widget).
    await openDashboard(page, `/products/${product.id}`, "Wishlists");
    await expect(page.getByTestId("wishlist-count")).toHaveText(String(before + 1));

    // The shopper's devices on the customer page: one is signed out, the other stays signed in.
    await apiSignIn(secondDevice, shopper.phone, SHOPPER_PASSWORD, `${shopper.device}b`);
    await openDashboard(page, `/customers/${shopper.id}`, "Signed-in devices");
    const device = page.getByRole("row").filter({ hasText: shopper.device }).filter({ hasNotText: `${shopper.device}b` });
    const other = page.getByRole("row").filter({ hasText: `${shopper.device}b` });
    await expect(device.getByText("Active (30 days)")).toBeVisible();
    await expect(other.getByText("Active")).toBeVisible();
    expect((await shopper.request.get("/api/user")).status()).toBe(200);
    await other.getByRole("button", { name: `Sign out ${shopper.device}b` }).click();
    await expect(other.getByText("revoked by staff")).toBeVisible();
    await expect.poll(async () => (await secondDevice.get("/api/user")).status(), { timeout: 15_000, intervals: [250] }).toBe(401);
    expect((await shopper.request.get("/api/user")).status()).toBe(200);
    // Then every device at once.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Sign out all devices" }).click();
    await expect(device.getByText("revoked by staff")).toBeVisible();
    // The shopper's next request is refused (the storefront checks the session on every request, ADR 140).
    expect((await shopper.request.get("/api/user")).status()).toBe(401);
  } finally {
    await Promise.all([context.close(), shopper.request.dispose(), secondDevice.dispose()]);
  }
});

test("delivery fees: the page prices every region and pickup (the full journey: e2e/delivery-fees.spec.ts)", async ({ browser }) => {
  const { context, page } = await dashboardSignIn(browser);
  try {
    await openDashboard(page, "/delivery-fees", "Delivery fees");
    await expect(page.getByRole("textbox", { name: /fee$/ })).toHaveCount(17);
    await expect(page.getByRole("textbox", { name: "Greater Accra fee" })).toHaveValue("30");
    await expect(page.getByRole("textbox", { name: "Greater Accra free delivery over" })).toHaveValue("500");
    await expect(page.getByRole("textbox", { name: "Store pickup (Osu) fee" })).toHaveValue("0");
  } finally {
    await context.close();
  }
});

test("reports: the page shows the month's sales, the CSV link and the low-stock list (the full journey: e2e/staff-reports.spec.ts)", async ({ browser }) => {
  const { context, page } = await dashboardSignIn(browser);
  try {
    await openDashboard(page, "/reports", "Reports");
    await expect(page.getByRole("link", { name: "Download orders (CSV)" })).toHaveAttribute("href", /\/admin\/glow\/reports\/orders\.csv\?from=\d{4}-\d{2}-01&to=/);
    await expect(page.getByTestId("sales-totals")).toContainText("Orders");
    await expect(page.getByRole("table", { name: "Low stock" })).toContainText("Fit Me Matte + Poreless Foundation");
  } finally {
    await context.close();
  }
});
