import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionSummaries } from "~/lib/auth/session-summary.server";
import type { User } from "~/lib/auth/user";
import { storeRequest } from "./store-request.server";

/**
 * Account writes through the phone-auth plugin drop the verified session summaries they concern
 * (ADR 088), on success and on failure; reads and other plugins' writes keep them. Medusa is a
 * stubbed fetch that answers what the plugin would.
 */
const now = Date.now();
const jwt = (customerId: string) => `x.${Buffer.from(JSON.stringify({ actor_id: customerId, exp: Math.floor((now + 300_000) / 1000) })).toString("base64url")}.y`;
const user = (id: string): User => ({ id, firstName: "Ama", lastName: "Mensah", phoneNumber: "0244000001", email: null, isAdmin: false, askCodeOnNewDevice: false });
const answer = { status: 200, body: {} as unknown };

vi.stubEnv("MEDUSA_PUBLISHABLE_KEY", "pk_test");
vi.stubGlobal("fetch", async () => new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } }));
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const summaries = sessionSummaries();
/**
 * A session check that started after the removals of earlier tests: one started in the same
 * millisecond as a removal is not kept (the removal may have overtaken it, ADR 088).
 */
async function signedIn(token: string, customerId: string, fingerprint: string) {
  await summaries.remember(token, { user: user(customerId), medusaToken: jwt(customerId), cartId: null, fingerprint }, Date.now() + 1);
}
const known = async (token: string, fingerprint: string) => Boolean((await summaries.lookup(token, fingerprint)).summary);

describe("storeRequest and the session summaries", () => {
  beforeEach(async () => {
    answer.status = 200;
    answer.body = {};
    await signedIn("phone-token", "cus_a", "phone");
    await signedIn("laptop-token", "cus_a", "laptop");
    await signedIn("other-token", "cus_b", "tablet");
  });

  it("a profile change made on one device drops every summary of that customer, and only theirs", async () => {
    answer.body = { customer: { id: "cus_a" } };
    await storeRequest("POST", "/store/phone-auth/profile", { sessionToken: "phone-token", deviceFingerprint: "phone" }, { first_name: "Abena" });
    expect(await known("phone-token", "phone")).toBe(false);
    expect(await known("laptop-token", "laptop")).toBe(false);
    expect(await known("other-token", "tablet")).toBe(true);
  });

  it("a refused write (wrong password) drops them too: it may have revoked sessions", async () => {
    answer.status = 400;
    answer.body = { message: "The current password is not right." };
    await storeRequest("POST", "/store/phone-auth/password", { sessionToken: "laptop-token", deviceFingerprint: "laptop" }, {});
    expect(await known("phone-token", "phone")).toBe(false);
  });

  it("a sign-in answering a customer drops that customer's summaries (an older device may have been pushed out)", async () => {
    answer.body = { session: { token: "new" }, customer: { id: "cus_b" } };
    await storeRequest("POST", "/store/phone-auth/login", { deviceFingerprint: "tablet2" }, {});
    expect(await known("other-token", "tablet")).toBe(false);
    expect(await known("phone-token", "phone")).toBe(true);
  });

  it("reads and other plugins' writes keep them", async () => {
    await storeRequest("GET", "/store/phone-auth/sessions", { sessionToken: "phone-token", deviceFingerprint: "phone" });
    await storeRequest("POST", "/store/reviews/prod_1", { sessionToken: "phone-token", deviceFingerprint: "phone" }, { rating: 5 });
    expect(await known("phone-token", "phone")).toBe(true);
    expect(await known("laptop-token", "laptop")).toBe(true);
  });
});
