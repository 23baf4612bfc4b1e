import type { MedusaContainer } from "@medusajs/framework/types";
import { DEMO_ACCOUNTS, seedDemoData } from "../../src/scripts/seed-data/seed-demo-data";

/** The `api` client medusaIntegrationTestRunner hands to a suite (axios). */
interface Api {
  post(url: string, body: unknown, config?: { headers: Record<string, string> }): Promise<{ data: any }>;
}

/**
 * What most suites' `beforeAll` starts with: the demo shop seeded (idempotent), its publishable key,
 * and a staff token for the admin API (the demo staff user, signed in through Medusa's own route).
 */
export async function seededShop(api: Api, container: MedusaContainer): Promise<{ publishableKey: string; staffToken: string }> {
  const { publishableKey } = await seedDemoData(container, { demoAccounts: true });
  const { data } = await api.post("/auth/user/emailpass", { email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password });
  return { publishableKey, staffToken: data.token as string };
}

/**
 * A suite's seeded shop and the headers of its requests: registers the `beforeAll` that seeds the
 * shop and signs the demo staff in (call it first in `testSuite`, so the suite's own `beforeAll`
 * hooks run after it), and hands back
 * - `shop`: the publishable key and staff token, filled in once that `beforeAll` ran;
 * - `store(auth?)`: store API headers: the publishable key, plus a customer's Medusa token (a string)
 *   or further headers (an object: a phone-auth session, a client address);
 * - `admin()`: admin API headers of the demo staff user.
 */
export function seededShopRequests(api: Api, getContainer: () => MedusaContainer) {
  const shop = { publishableKey: "", staffToken: "" };
  beforeAll(async () => {
    Object.assign(shop, await seededShop(api, getContainer()));
  });
  return {
    shop,
    store: (auth?: string | Record<string, string>) => ({
      headers: { "x-publishable-api-key": shop.publishableKey, ...(typeof auth === "string" ? { authorization: `Bearer ${auth}` } : auth) },
    }),
    admin: () => ({ headers: { authorization: `Bearer ${shop.staffToken}` } }),
  };
}

/** axios throws on 4xx/5xx; a test that checks refusals wants the response either way (untyped, as axios gives it). */
export const answer = <T>(request: Promise<T>) => request.catch((error: any) => error.response);
