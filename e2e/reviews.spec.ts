import { expect, test } from "./support/fixtures.ts";
import { hydrated } from "./support/page.ts";
import { MedusaAdmin } from "./support/medusa-admin.ts";
import { apiSignIn } from "./support/session.ts";

// Plenty of stock and used by no other e2e test (each run delivers one unit).
const PRODUCT = "african-black-soap-bar";
/** How the shop shows a reviewer's phone (plugins/reviews/src/lib/format.ts): 0244000001 → 024•••••01. */
const masked = (phone: string) => `${phone.slice(0, 3)}•••••${phone.slice(-2)}`;

test.describe("reviews", () => {
  test("API: reviews are public, can-review needs sign-in, a non-buyer is refused, admin routes are for admins", async ({ request, newShopper }) => {
    const admin = await MedusaAdmin.signIn();
    // A product this (fresh) shopper has never received.
    const product = await admin.productByHandle("glass-nail-file-duo");
    const list = await request.get(`/api/products/${product.id}/reviews`);
    expect(list.status()).toBe(200);
    expect(Array.isArray(await list.json())).toBe(true);
    expect((await request.get(`/api/products/${product.id}/can-review`)).status()).toBe(401);
    expect((await request.post(`/api/products/${product.id}/reviews`, { data: { rating: 5 } })).status()).toBe(401);
    expect((await request.get("/api/admin/reviews")).status()).toBe(401);

    const shopper = await newShopper();
    await apiSignIn(request, shopper.phone, shopper.password, shopper.device);
    expect(await (await request.get(`/api/products/${product.id}/can-review`)).json()).toBe(false);
    const refused = await request.post(`/api/products/${product.id}/reviews`, { data: { rating: 5, comment: "Nice" } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe("You can only review products you have purchased and received.");
    const noRating = await request.post(`/api/products/${product.id}/reviews`, { data: { rating: 0 } });
    expect(noRating.status()).toBe(400);
    expect((await noRating.json()).message).toBe("Please select a rating");
    expect((await request.get("/api/admin/reviews")).status()).toBe(403);
  });

  test("API: product lists carry the rating of approved reviews (seeded verified-buyer reviews) and sort by it", async ({ request }) => {
    type Listed = { products: Array<{ slug: string; rating: number; reviewCount: number }> };
    const { products } = (await (await request.get("/api/products?q=niacinamide")).json()) as Listed;
    expect(products.find((p) => p.slug === "the-ordinary-niacinamide-10-zinc-1")).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const top = (await (await request.get("/api/products?sort=rating&limit=3")).json()) as Listed;
    expect(top.products[0]!.rating).toBe(5);
    expect(top.products.map((p) => p.rating)).toEqual([...top.products.map((p) => p.rating)].sort((a, b) => b - a));
  });

  test("submit → pending → approve and reply in /admin/reviews → visible on the product with the shop's response", async ({ browser, newShopper }) => {
    test.setTimeout(120_000);
    // A real delivered order for a fresh shopper, made by staff through Medusa's admin API.
    const admin = await MedusaAdmin.signIn();
    const buyer = await newShopper({ firstName: "Ama", lastName: "Mensah" });
    const product = await admin.productByHandle(PRODUCT);
    await admin.deliveredOrder({ id: buyer.id, email: buyer.email }, product.variantId);

    const comment = `Clears my skin without drying it in the Harmattan (${Date.now()})`;
    const reply = "Thank you, Ama! We are glad it works for you.";

    // The shopper writes the review on the product page.
    const shopperContext = await browser.newContext();
    const shopper = await shopperContext.newPage();
    await apiSignIn(shopper.request, buyer.phone, buyer.password, buyer.device);
    await shopper.goto(`/products/slug/${PRODUCT}`);
    await hydrated(shopper); // the product page's JavaScript starts after load (ADR 076); the review form needs it
    const reviews = shopper.getByTestId("reviews");
    await reviews.getByRole("button", { name: "Write a Review" }).click();
    const form = reviews.getByTestId("review-form");
    const submit = form.getByRole("button", { name: "Submit Review" });
    await expect(submit).toBeDisabled();
    await expect(form.getByText("Please select a rating")).toBeVisible();
    await form.getByText("★").nth(3).click(); // the 4th star
    await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await form.getByLabel("Your review (optional)").fill(`  ${comment}  `);
    await submit.click();
    await expect(shopper.getByText("Your review has been submitted and is pending approval.").first()).toBeVisible();
    await expect(form).toBeHidden();
    await expect(reviews.getByRole("button", { name: "Write a Review" })).toBeHidden();
    // Pending: not shown yet.
    await shopper.reload();
    await expect(shopper.getByTestId("reviews")).toBeVisible();
    await expect(shopper.getByText(comment)).toHaveCount(0);

    // The shop admin approves and replies.
    const adminContext = await browser.newContext();
    const kofi = await adminContext.newPage();
    const shopAdmin = await newShopper({ admin: true, firstName: "Kofi" });
    await apiSignIn(kofi.request, shopAdmin.phone, shopAdmin.password, shopAdmin.device);
    await kofi.goto("/admin");
    await expect(kofi.getByTestId("pending-reviews")).not.toHaveText("0");
    await kofi.getByRole("link", { name: "Moderate reviews" }).click();
    await expect(kofi).toHaveURL(/\/admin\/reviews$/);
    const item = kofi.getByTestId("admin-review").filter({ hasText: comment });
    await expect(item).toBeVisible();
    await expect(item.getByText("Pending", { exact: true })).toBeVisible();
    await item.getByRole("button", { name: "Approve" }).click();
    await expect(kofi.getByText("Review approved").first()).toBeVisible();
    await expect(item).toHaveCount(0); // it left the pending tab
    await kofi.getByRole("tab", { name: /^Approved/ }).click();
    const approved = kofi.getByTestId("admin-review").filter({ hasText: comment });
    await expect(approved.getByText("Approved", { exact: true })).toBeVisible();
    await approved.getByRole("button", { name: "Reply" }).click();
    await approved.getByLabel("Shop response").fill(reply);
    await approved.getByRole("button", { name: "Save response" }).click();
    await expect(approved.getByText(reply)).toBeVisible();
    await expect(approved.getByRole("button", { name: "Edit reply" })).toBeVisible();

    // Everyone sees it on the product, with the reply labelled as the shop's and a masked phone.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/products/slug/${PRODUCT}`);
    const shown = visitor.getByTestId("review").filter({ hasText: comment });
    await expect(shown).toBeVisible();
    await expect(shown.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expect(shown.getByTestId("shop-response")).toContainText("Response from Glow");
    await expect(shown.getByTestId("shop-response")).toContainText(reply);
    await expect(shown).toContainText(masked(buyer.phone));
    await expect(visitor.getByTestId("reviews")).not.toContainText(buyer.phone);
    await expect(visitor.getByTestId("reviews-summary")).not.toContainText("No reviews yet");
    await expect(visitor.getByTestId("reviews")).toContainText("Sign in");

    await Promise.all([shopperContext.close(), adminContext.close(), visitorContext.close()]);
  });
});
