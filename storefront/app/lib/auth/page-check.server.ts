import { createHash } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { readDeviceFingerprint, readSessionToken, secureCookies, sessionSecrets } from "./session.server";
import type { User } from "./user";

/**
 * The signed session assertion (ADR 140): after a session check in Medusa answered yes, the
 * browser carries what page renders need from it — the user for the header and the cart's item
 * count for the badge — signed with SESSION_SECRET (HMAC, like the session cookie), bound to the
 * session token (its hash) and the device fingerprint. Page renders trust it alone for PAGE_CHECK_MS
 * (ADR 088's bound for renders); up to PAGE_ASSERTION_MS they trust its customer and count once
 * Medusa's light check (one indexed read) says the session is still signed in (ADR 207), so a
 * revocation is still refused within 5 s. Nothing else trusts it: every `/api/*` route, action and
 * loader that reads or writes account data still asks Medusa in full on each request. The storefront
 * process keeps nothing: the state is in the browser, and only this server can write it.
 */
export const PAGE_CHECK_MS = 5_000;
/**
 * How long the assertion's customer and cart count serve renders behind the light check: a change
 * made on another device (a name, the cart from a second phone) shows on this one within a minute;
 * a change made on this one voids the assertion at once (voidPageCheckAfterWrite).
 */
export const PAGE_ASSERTION_MS = 60_000;

const pageCheckCookie = createCookie("glow_checked", { httpOnly: true, sameSite: "lax", secure: secureCookies, path: "/", maxAge: PAGE_ASSERTION_MS / 1000, secrets: sessionSecrets() });

interface PageCheck {
  /** sha256 of the session token (base64url, 22 chars): a new sign-in or a sign-out voids it. */
  s: string;
  /** The device fingerprint cookie at check time ("" when none). */
  d: string;
  u: User;
  /** Items in the customer's open cart. */
  c: number;
  /** When Medusa answered (ms since epoch). */
  t: number;
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url").slice(0, 22);

export interface PageAssertion {
  user: User;
  cartCount: number;
  /** Since Medusa's full check wrote it: ≤ PAGE_CHECK_MS is trusted alone, more needs the light check. */
  ageMs: number;
}

/** A page render's view of the signed-in shopper from the assertion, if it is signed, under PAGE_ASSERTION_MS old and this browser's. */
export async function readPageCheck(request: Request, now = Date.now()): Promise<PageAssertion | undefined> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("glow_checked=")) return undefined;
  const [token, value] = await Promise.all([readSessionToken(request), pageCheckCookie.parse(cookieHeader) as Promise<PageCheck | null>]);
  if (!token || !value || typeof value !== "object" || typeof value.t !== "number") return undefined;
  if (!(now - value.t >= 0 && now - value.t <= PAGE_ASSERTION_MS)) return undefined;
  if (value.s !== tokenHash(token) || value.d !== (readDeviceFingerprint(request) ?? "")) return undefined;
  if (!value.u || typeof value.u.id !== "string" || typeof value.c !== "number") return undefined;
  return { user: value.u, cartCount: value.c, ageMs: now - value.t };
}

/** The Set-Cookie of a fresh assertion, after Medusa answered yes for this request's session. */
export async function commitPageCheck(request: Request, user: User, cartCount: number, now = Date.now()): Promise<string | undefined> {
  const token = await readSessionToken(request);
  if (!token) return undefined;
  return pageCheckCookie.serialize({ s: tokenHash(token), d: readDeviceFingerprint(request) ?? "", u: user, c: cartCount, t: now } satisfies PageCheck);
}

export function clearPageCheck(): Promise<string> {
  return pageCheckCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

export function hasPageCheck(request: Request): boolean {
  return /(?:^|;\s*)glow_checked=/.test(request.headers.get("Cookie") ?? "");
}

/**
 * Any write (a form without JavaScript, a fetcher, an `/api/*` call) may change what the assertion
 * holds — the cart's count, the name, the session itself — so a write's answer voids it unless the
 * answer set a fresh one (`/api/cart` does). server.ts applies this to every request, because
 * Remix has no hook for an action's redirect or a resource route.
 */
export async function voidPageCheckAfterWrite(method: string, cookieHeader: string | undefined, response: Response): Promise<Response> {
  if (method === "GET" || method === "HEAD" || !/(?:^|;\s*)glow_checked=/.test(cookieHeader ?? "")) return response;
  if (response.headers.getSetCookie().some((cookie) => cookie.startsWith("glow_checked="))) return response;
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", await clearPageCheck());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
