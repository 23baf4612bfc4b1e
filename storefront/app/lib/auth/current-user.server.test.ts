import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The per-request session check (ADR 140): Medusa is asked once per request (the loaders of one
 * request share the answer) and again on the next request, so a revocation applies at once on every
 * process; the answer carries the cart's lines. The phone-auth plugin's HTTP answer is faked; the
 * contract client (its answer parsed with the session contract), the cookie and the mapping are the
 * real ones.
 */
const plugin = {
  calls: 0,
  answer: { ok: true, status: 200, body: {} as Record<string, unknown> },
  /** The light check (ADR 207). */
  lightCalls: 0,
  lightAnswer: { ok: true, status: 200, body: {} as Record<string, unknown> },
};
const now = () => Date.now();
const jwt = (customerId: string) => `x.${Buffer.from(JSON.stringify({ actor_id: customerId, exp: Math.floor((now() + 300_000) / 1000) })).toString("base64url")}.y`;
const signedIn = (customerId: string, firstName = "Ama") => ({
  ok: true,
  status: 200,
  body: { customer: { id: customerId, first_name: firstName, last_name: "Mensah", phone: "+233244000001", email: null, is_admin: false }, token: jwt(customerId), cart_id: "cart_1", cart: { id: "cart_1", completed_at: null, items: [] } },
});

vi.mock("~/lib/medusa/store-request.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/lib/medusa/store-request.server")>();
  return {
    ...original,
    storeRequest: async (method: string, path: string) => {
      if (`${method} ${path}` === "GET /store/phone-auth/session/active") {
        plugin.lightCalls++;
        return plugin.lightAnswer;
      }
      expect(`${method} ${path}`).toBe("GET /store/phone-auth/session");
      plugin.calls++;
      return plugin.answer;
    },
  };
});

const { getCurrentUser, getPageUser } = await import("./current-user.server");
const { commitSession } = await import("~/lib/auth/session.server");

async function pageRequest(token: string, fingerprint = "device1") {
  const cookie = (await commitSession(token, false)).split(";")[0];
  return new Request("http://shop.test/", { headers: { cookie: `${cookie}; device_fingerprint=${fingerprint}` } });
}

describe("getCurrentUser", () => {
  beforeEach(() => {
    plugin.calls = 0;
  });

  it("asks Medusa once per request, whatever the number of loaders, and again on the next request", async () => {
    plugin.answer = signedIn("cus_1");
    const request = await pageRequest("tok-1");
    const [first, again] = await Promise.all([getCurrentUser(request), getCurrentUser(request)]);
    expect(first).toBe(again);
    expect(first).toMatchObject({ user: { id: "cus_1", firstName: "Ama" }, cartId: "cart_1", cart: { id: "cart_1", items: [] } });
    expect(plugin.calls).toBe(1);
    await getCurrentUser(await pageRequest("tok-1"));
    expect(plugin.calls).toBe(2);
  });

  it("a session revoked since the last request is refused on the next one, with the plugin's reason", async () => {
    plugin.answer = signedIn("cus_2");
    expect((await getCurrentUser(await pageRequest("tok-2", "phone"))).user?.id).toBe("cus_2");
    plugin.answer = { ok: false, status: 401, body: { message: "Signed out", autoLogout: true, logoutAllDevices: true, reason: "device_mismatch" } };
    const next = await getCurrentUser(await pageRequest("tok-2", "phone"));
    expect(next.user).toBeNull();
    expect(next.forcedSignOut?.body).toMatchObject({ autoLogout: true, logoutAllDevices: true });
    expect(next.forcedSignOut?.clearCookie).toBeTruthy();
  });

  it("does not keep a refused session: each request asks Medusa", async () => {
    plugin.answer = { ok: false, status: 401, body: { message: "Please sign in." } };
    await getCurrentUser(await pageRequest("tok-4"));
    await getCurrentUser(await pageRequest("tok-4"));
    expect(plugin.calls).toBe(2);
  });

  it("a request without a session cookie never asks Medusa", async () => {
    const current = await getCurrentUser(new Request("http://shop.test/", { headers: { cookie: "device_fingerprint=abc" } }));
    expect(current.user).toBeNull();
    expect(plugin.calls).toBe(0);
  });
});

describe("getPageUser (the root loader's view, ADR 140)", () => {
  beforeEach(() => {
    plugin.calls = 0;
    plugin.lightCalls = 0;
  });

  async function withAssertion(request: Request, customerId: string, count: number, ageMs = 0): Promise<Request> {
    const { commitPageCheck } = await import("./page-check.server");
    const user = { id: customerId, firstName: "Ama", lastName: "Mensah", phoneNumber: "0244000001", email: null, isAdmin: false, askCodeOnNewDevice: false };
    const assertion = (await commitPageCheck(request, user, count, Date.now() - ageMs))!.split(";")[0];
    return new Request(request.url, { headers: { cookie: `${request.headers.get("cookie")}; ${assertion}` } });
  }

  it("trusts a fresh assertion of this browser without asking Medusa; getCurrentUser still asks", async () => {
    plugin.answer = signedIn("cus_5");
    const request = await withAssertion(await pageRequest("tok-5"), "cus_5", 4);
    expect(await getPageUser(request)).toMatchObject({ user: { id: "cus_5" }, cartCount: 4, setCookies: [] });
    expect(plugin.calls).toBe(0);
    await getCurrentUser(request);
    expect(plugin.calls).toBe(1);
  });

  it("asks Medusa without an assertion, or with one for another session, and clears it when refused", async () => {
    plugin.answer = signedIn("cus_6");
    const page = await getPageUser(await pageRequest("tok-6"));
    expect(page.current?.user?.id).toBe("cus_6");
    expect(plugin.calls).toBe(1);
    const other = await withAssertion(await pageRequest("tok-other"), "cus_6", 1);
    const otherCookie = other.headers.get("cookie")!.split("; ").find((c) => c.startsWith("glow_checked="))!;
    const mismatched = new Request("http://shop.test/", { headers: { cookie: `${(await pageRequest("tok-6")).headers.get("cookie")}; ${otherCookie}` } });
    plugin.answer = { ok: false, status: 401, body: { message: "Signed out", autoLogout: true } };
    const refused = await getPageUser(mismatched);
    expect(plugin.calls).toBe(2);
    expect(refused.user).toBeNull();
    expect(refused.setCookies.some((c) => c.startsWith("glow_checked=;"))).toBe(true);
    expect(refused.setCookies.some((c) => c.startsWith("glow_session=;"))).toBe(true);
  });

  it("between 5 s and a minute, trusts the assertion once the light check says the session is still signed in (ADR 207)", async () => {
    plugin.answer = signedIn("cus_7");
    plugin.lightAnswer = { ok: true, status: 200, body: { active: true, customer_id: "cus_7" } };
    const request = await withAssertion(await pageRequest("tok-7"), "cus_7", 2, 20_000);
    expect(await getPageUser(request)).toMatchObject({ user: { id: "cus_7" }, cartCount: 2, setCookies: [] });
    expect({ light: plugin.lightCalls, full: plugin.calls }).toEqual({ light: 1, full: 0 });
  });

  it("a light check that says no (signed out elsewhere, another customer) sends the render to the full check", async () => {
    plugin.lightAnswer = { ok: false, status: 401, body: { message: "Signed out", autoLogout: true, reason: "logout" } };
    plugin.answer = { ok: false, status: 401, body: { message: "Signed out", autoLogout: true, reason: "logout" } };
    const refused = await getPageUser(await withAssertion(await pageRequest("tok-8"), "cus_8", 1, 20_000));
    expect({ light: plugin.lightCalls, full: plugin.calls }).toEqual({ light: 1, full: 1 });
    expect(refused.user).toBeNull();
    expect(refused.setCookies.some((c) => c.startsWith("glow_session=;"))).toBe(true);
    // An answer for another customer (it cannot happen, but the header must never show the wrong name).
    plugin.lightAnswer = { ok: true, status: 200, body: { active: true, customer_id: "cus_other" } };
    plugin.answer = signedIn("cus_other", "Kofi");
    const swapped = await getPageUser(await withAssertion(await pageRequest("tok-9"), "cus_9", 1, 20_000));
    expect(swapped.user?.firstName).toBe("Kofi");
  });

  it("an assertion over a minute old is not read: the full check runs and nothing lighter", async () => {
    plugin.answer = signedIn("cus_10");
    const page = await getPageUser(await withAssertion(await pageRequest("tok-10"), "cus_10", 5, 61_000));
    expect(page.current?.user?.id).toBe("cus_10");
    expect({ light: plugin.lightCalls, full: plugin.calls }).toEqual({ light: 0, full: 1 });
  });
});
