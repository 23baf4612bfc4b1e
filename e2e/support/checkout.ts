import type { Page } from "@playwright/test";

/**
 * The checkout's three steps as a shopper in Accra fills them — address in Greater Accra, "Accra
 * delivery", "Pay on delivery" — up to the review step with its "Place order" button. For tests whose
 * subject comes after (promo codes, returns); `checkout.spec.ts` tests the steps themselves.
 */
export async function checkoutToReview(page: Page, path = "/checkout"): Promise<void> {
  await page.goto(path);
  const form = page.getByRole("form", { name: "Contact and delivery address" });
  await form.getByLabel("Region").selectOption("Greater Accra");
  await form.getByLabel("City or town").fill("Accra");
  await form.getByLabel("Area and street").fill("Osu, Oxford Street");
  await form.getByRole("button", { name: "Continue to delivery" }).click();
  const delivery = page.getByRole("form", { name: "Delivery method" });
  await delivery.getByLabel(/Accra delivery/).check();
  await delivery.getByRole("button", { name: "Continue to payment" }).click();
  const payment = page.getByRole("form", { name: "Payment method" });
  await payment.getByLabel(/Pay on delivery/).check();
  await payment.getByRole("button", { name: "Continue to review" }).click();
}
