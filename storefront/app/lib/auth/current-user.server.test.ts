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
  });

  async function withAssertion(request: Request, customerId: string, count: number): Promise<Request> {
    const { commitPageCheck } = await import("./page-check.server");
    const assertion = (await commitPageCheck(request, { id: customerId, firstName: "Ama", lastName: "Mensah", phoneNumber: "0244000001", email: null, isAdmin: false, askCodeOnNewDevice: false }, count))!.split(";")[0];
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
});
