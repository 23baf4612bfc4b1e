import { describe, expect, it } from "vitest";
import { commitPageCheck, PAGE_ASSERTION_MS, PAGE_CHECK_MS, readPageCheck, voidPageCheckAfterWrite } from "./page-check.server";
import { commitSession } from "./session.server";
import type { User } from "./user";

const user: User = { id: "cus_01TEST", firstName: "Ama", lastName: "Mensah", phoneNumber: "0244000001", email: null, isAdmin: false, askCodeOnNewDevice: false };
const pair = (setCookie: string) => setCookie.split(";")[0]!;

async function browser(token: string, fingerprint = "device1") {
  return `${pair(await commitSession(token, false))}; device_fingerprint=${fingerprint}`;
}

async function withAssertion(cookie: string, now: number): Promise<string> {
  const assertion = await commitPageCheck(new Request("http://shop.test/", { headers: { Cookie: cookie } }), user, 3, now);
  return `${cookie}; ${pair(assertion!)}`;
}

const read = (cookie: string, now: number) => readPageCheck(new Request("http://shop.test/", { headers: { Cookie: cookie } }), now);

describe("the signed session assertion (ADR 140)", () => {
  it("is read by page renders for a minute on the browser it was written for, with its age", async () => {
    const cookie = await withAssertion(await browser("token-a"), 1_000_000);
    expect(await read(cookie, 1_000_000 + PAGE_CHECK_MS)).toEqual({ user, cartCount: 3, ageMs: PAGE_CHECK_MS });
    expect(await read(cookie, 1_000_000 + PAGE_ASSERTION_MS)).toEqual({ user, cartCount: 3, ageMs: PAGE_ASSERTION_MS });
    expect(await read(cookie, 1_000_000 + PAGE_ASSERTION_MS + 1)).toBeUndefined();
    expect(await read(cookie, 1_000_000 - 1)).toBeUndefined();
    // The browser keeps it as long as it can be read, and no longer.
    const setCookie = await commitPageCheck(new Request("http://shop.test/", { headers: { Cookie: await browser("token-a") } }), user, 3, 1_000_000);
    expect(setCookie).toContain(`Max-Age=${PAGE_ASSERTION_MS / 1000}`);
  });

  it("is void with another session token, another device fingerprint, or without the session", async () => {
    const cookie = await withAssertion(await browser("token-a"), 1_000_000);
    const assertion = cookie.split("; ").find((c) => c.startsWith("glow_checked="))!;
    expect(await read(`${await browser("token-b")}; ${assertion}`, 1_000_000)).toBeUndefined();
    expect(await read(`${await browser("token-a", "device2")}; ${assertion}`, 1_000_000)).toBeUndefined();
    expect(await read(assertion, 1_000_000)).toBeUndefined();
  });

  it("is void when its content was changed without the secret", async () => {
    const cookie = await withAssertion(await browser("token-a"), 1_000_000);
    const [name, value] = cookie.split("; ").find((c) => c.startsWith("glow_checked="))!.split("=");
    const [payload, signature] = decodeURIComponent(value!).split(".");
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64").toString("utf8")), c: 99 })).toString("base64");
    const tampered = cookie.replace(`${name}=${value}`, `${name}=${encodeURIComponent(`${forged}.${signature}`)}`);
    expect(await read(tampered, 1_000_000)).toBeUndefined();
  });

  it("is cleared by the answer to any write that did not set a fresh one, with or without JavaScript", async () => {
    const cookie = await withAssertion(await browser("token-a"), 1_000_000);
    const redirect = () => new Response(null, { status: 302, headers: { Location: "/products/x" } });
    const cleared = (response: Response) => response.headers.getSetCookie().filter((c) => c.startsWith("glow_checked=") && /Max-Age=0/i.test(c));
    // A form posted without JavaScript answers with a redirect that Remix renders no page for.
    const afterPost = await voidPageCheckAfterWrite("POST", cookie, redirect());
    expect(afterPost.status).toBe(302);
    expect(afterPost.headers.get("Location")).toBe("/products/x");
    expect(cleared(afterPost)).toHaveLength(1);
    for (const method of ["PUT", "PATCH", "DELETE"]) expect(cleared(await voidPageCheckAfterWrite(method, cookie, redirect()))).toHaveLength(1);
    // Reads keep it; a browser without one gets no extra cookie; a fresh one set by the answer wins.
    expect(cleared(await voidPageCheckAfterWrite("GET", cookie, redirect()))).toHaveLength(0);
    expect((await voidPageCheckAfterWrite("POST", await browser("token-a"), redirect())).headers.getSetCookie()).toHaveLength(0);
    const fresh = await commitPageCheck(new Request("http://shop.test/", { headers: { Cookie: cookie } }), user, 4, 1_000_000);
    const refreshed = await voidPageCheckAfterWrite("POST", cookie, new Response("{}", { headers: { "Set-Cookie": fresh! } }));
    expect(refreshed.headers.getSetCookie()).toEqual([fresh]);
  });
});
