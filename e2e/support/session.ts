import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { freshNetwork, fromNetwork } from "./network.ts";
import { freshPhone, REGISTRATION_CODE, waitForCode } from "./sms.ts";

/** A device fingerprint no other test uses (the shop allows 3 devices per account and binds each session to one). */
export const freshDevice = (): string => `e2e${randomBytes(8).toString("hex")}`;

export const SHOPPER = { phone: "0244000001", password: "Shopper#2026" };
export const ADMIN = { phone: "0244000000", password: "Admin#2026" };

/**
 * Signs in through the API (same cookies as the form) — for tests about other features. Without a
 * `deviceFingerprint`, on a device of its own: a second sign-in on the same device ends the first
 * session, which would sign out a test running at the same time (ADR 180).
 */
export async function apiSignIn(request: APIRequestContext, phone: string, password: string, deviceFingerprint = freshDevice()): Promise<void> {
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

/**
 * Registers a fresh shopper through the storefront's API (the code read from the SMS outbox); the
 * context is left signed in on `device`. Each shopper signs up from a network of its own (as shoppers
 * do), unless `headers` say otherwise: the suites together register more shoppers than the production
 * limit of 20 codes an hour lets one network ask for (ADR 085). `phonePrefix` picks the number's prefix.
 */
export async function registerShopper(
  request: APIRequestContext,
  device: string,
  {
    password = "Cache#2026",
    firstName = "Akos",
    lastName = "Boateng",
    headers = fromNetwork(freshNetwork()),
    phonePrefix,
  }: { password?: string; firstName?: string; lastName?: string; headers?: Record<string, string>; phonePrefix?: string } = {},
): Promise<{ phone: string; id: string }> {
  const phone = freshPhone(phonePrefix);
  const since = Date.now();
  expect((await request.post("/api/auth/send-registration-otp", { data: { phoneNumber: phone }, headers })).status()).toBe(200);
  const otpCode = await waitForCode(phone, REGISTRATION_CODE, since);
  expect((await request.post("/api/auth/verify-registration-otp", { data: { phoneNumber: phone, otpCode }, headers })).status()).toBe(200);
  const registered = await request.post("/api/register", {
    data: { phoneNumber: phone, password, confirmPassword: password, firstName, lastName, deviceFingerprint: device, rememberMe: true },
    headers,
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const user = (await (await request.get("/api/user", { headers })).json()) as { id: string };
  return { phone, id: user.id };
}
