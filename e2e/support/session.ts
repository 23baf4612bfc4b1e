import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const SHOPPER = { phone: "0244000001", password: "Shopper#2026" };
export const ADMIN = { phone: "0244000000", password: "Admin#2026" };

/** Signs in through the API (same cookies as the form) — for tests about other features. */
export async function apiSignIn(request: APIRequestContext, phone: string, password: string, deviceFingerprint = "e2etestdevice"): Promise<void> {
  const response = await request.post("/api/login", { data: { phoneNumber: phone, password, deviceFingerprint } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function uiSignIn(page: Page, phone: string, password: string): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Phone number").fill(phone);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/", { timeout: 8000 });
}

export async function productIdBySlug(request: APIRequestContext, slug: string): Promise<string> {
  const { products } = (await (await request.get(`/api/products?limit=100`)).json()) as { products: Array<{ id: string; slug: string }> };
  const product = products.find((p) => p.slug === slug);
  if (!product) throw new Error(`No product ${slug}`);
  return product.id;
}
