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

/** axios throws on 4xx/5xx; a test that checks refusals wants the response either way (untyped, as axios gives it). */
export const answer = <T>(request: Promise<T>) => request.catch((error: any) => error.response);
