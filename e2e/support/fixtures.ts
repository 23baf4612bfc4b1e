import { test as base, type APIRequestContext } from "@playwright/test";
import { MedusaAdmin } from "./medusa-admin.ts";
import { freshNetwork, fromNetwork } from "./network.ts";
import { apiSignIn, freshDevice, registerShopper } from "./session.ts";

/**
 * Playwright fixtures that give every test its own data, so specs run on several workers at once
 * and none depends on what another left behind (ADR 180):
 * - `network`: the test's own client network. The test's browser context and `request` send it as
 *   X-Forwarded-For (the shop under test trusts that from loopback), so per-network limits (codes,
 *   failed sign-ins) count this test alone.
 * - `shopper`: a freshly registered shopper (own phone number, own device), signed in on the test's
 *   browser context: `page`, `page.request` and `context.request` act as them.
 * - `shopAdmin`: the same, made a shop admin (the "Shop admins" customer group) before signing in.
 * - `newShopper()`: more fresh shoppers (or admins), signed in nowhere, for tests that need a second
 *   person or their own sign-in step.
 * The seeded demo shopper (0244000001) is left to tests that read her seeded orders.
 */
export interface Shopper {
  id: string;
  phone: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The device fingerprint its session (on the test's context, for `shopper`/`shopAdmin`) is bound to. */
  device: string;
  /** A placeholder email for staff calls that need one (a draft order). */
  email: string;
}

export interface ShopperOptions {
  firstName?: string;
  lastName?: string;
  password?: string;
  /** Make them a shop admin. */
  admin?: boolean;
}

const DEFAULT_PASSWORD = "Fixture#2026";

async function register(request: APIRequestContext, network: string, device: string, options: ShopperOptions): Promise<Shopper> {
  const { firstName = "Akos", lastName = "Boateng", password = DEFAULT_PASSWORD } = options;
  const { id, phone } = await registerShopper(request, device, { firstName, lastName, password, headers: fromNetwork(network) });
  return { id, phone, password, firstName, lastName, device, email: `${phone}@example.com` };
}

export const test = base.extend<{
  network: string;
  newShopper: (options?: ShopperOptions) => Promise<Shopper>;
  shopper: Shopper;
  shopAdmin: Shopper;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  network: async ({}, use) => use(freshNetwork()),
  extraHTTPHeaders: async ({ network }, use) => use(fromNetwork(network)),

  newShopper: async ({ playwright, baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (options = {}) => {
      // Registered from a throwaway context: its session is never used, so a cached summary of it
      // (ADR 088) cannot hide the admin group added afterwards.
      const request = await playwright.request.newContext({ baseURL });
      contexts.push(request);
      const network = freshNetwork();
      const shopper = await register(request, network, freshDevice(), options);
      if (options.admin) await (await MedusaAdmin.signIn()).makeShopAdmin(shopper.id);
      return { ...shopper, device: freshDevice() };
    });
    await Promise.all(contexts.map((c) => c.dispose()));
  },

  shopper: async ({ context, network }, use) => {
    await use(await register(context.request, network, freshDevice(), {}));
  },

  shopAdmin: async ({ context, newShopper }, use) => {
    const admin = await newShopper({ admin: true, firstName: "Kofi", lastName: "Admin" });
    await apiSignIn(context.request, admin.phone, admin.password, admin.device);
    await use(admin);
  },
});

export { expect } from "@playwright/test";
