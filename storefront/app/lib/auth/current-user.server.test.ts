import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The per-request session check with the session summaries (ADR 088): how many times Medusa is asked,
 * and what a forced sign-out does to the summaries. The phone-auth plugin is faked; the cookie, the
 * summaries and the mapping are the real ones.
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
  body: { customer: { id: customerId, first_name: firstName, last_name: "Mensah", phone: "+233244000001", email: null, is_admin: false }, token: jwt(customerId), cart_id: "cart_1" },
});

vi.mock("~/lib/auth/auth.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/lib/auth/auth.server")>();
  return {
    ...original,
    authApi: {
      session: async () => {
        plugin.calls++;
        return plugin.answer;
      },
    },
  };
});

const { getCurrentUser } = await import("./current-user.server");
const { commitSession } = await import("~/lib/auth/session.server");

async function pageRequest(token: string, fingerprint = "device1") {
  const cookie = (await commitSession(token, false)).split(";")[0];
  return new Request("http://shop.test/", { headers: { cookie: `${cookie}; device_fingerprint=${fingerprint}` } });
}

describe("getCurrentUser with session summaries", () => {
  // Each test has session tokens and a customer of its own, so no summary carries over. (Forgetting a
  // customer here would also refuse to keep a check started in the same millisecond: by design, a
  // removal wins over a check that may have read Medusa before it.)
  beforeEach(() => {
    plugin.calls = 0;
  });

  it("checks a session in Medusa once, then answers the same shopper from the summary", async () => {
    plugin.answer = signedIn("cus_1");
    const first = await getCurrentUser(await pageRequest("tok-1"));
    const second = await getCurrentUser(await pageRequest("tok-1"));
    expect(first.user?.firstName).toBe("Ama");
    expect(second).toMatchObject({ user: { id: "cus_1" }, cartId: "cart_1" });
    expect(second.medusaToken).toBe(first.medusaToken);
    expect(plugin.calls).toBe(1);
  });

  it("asks Medusa again for another device's copy of the cookie; its forced sign-out drops the real device's summary too", async () => {
    plugin.answer = signedIn("cus_2");
    await getCurrentUser(await pageRequest("tok-2", "phone"));
    await getCurrentUser(await pageRequest("tok-3", "laptop"));
    plugin.answer = { ok: false, status: 401, body: { message: "Signed out", autoLogout: true, logoutAllDevices: true, reason: "device_mismatch" } };
    const thief = await getCurrentUser(await pageRequest("tok-2", "thiefdevice"));
    expect(thief.user).toBeNull();
    expect(thief.forcedSignOut?.body).toMatchObject({ autoLogout: true, logoutAllDevices: true });
    expect(plugin.calls).toBe(3);
    // Both of the customer's devices are checked in Medusa again at once, and told why.
    const phone = await getCurrentUser(await pageRequest("tok-2", "phone"));
    const laptop = await getCurrentUser(await pageRequest("tok-3", "laptop"));
    expect(plugin.calls).toBe(5);
    expect(phone.forcedSignOut?.body.reason).toMatch(/device we didn't recognise/);
    expect(laptop.user).toBeNull();
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
