import { apiError } from "~/lib/http/http.server";
import { authApi, errorBodyOf, toUser } from "~/lib/auth/auth.server";
import { shopperContextOf, type ShopperContext } from "~/lib/medusa/store-request.server";
import { destroySession, readDeviceFingerprint, readSessionToken } from "~/lib/auth/session.server";
import type { MyCartAnswer } from "@glow/shop-contracts";
import { clearPageCheck, hasPageCheck, PAGE_CHECK_MS, readPageCheck } from "./page-check.server";
import type { User } from "./user";

export interface CurrentUser {
  user: User | null;
  /** A Medusa customer JWT (60 s) for this request's calls to Medusa's own store routes (carts, orders). */
  medusaToken?: string;
  /** The customer's open cart id, as the session check read it (ADR 074), or null. */
  cartId?: string | null;
  /** That cart with its lines, read by the same check (the header's badge needs no other call, ADR 140). */
  cart?: MyCartAnswer["cart"] | null;
  /** Set when the server forced a sign-out: the spec's error body, and the cookie that clears the session. */
  forcedSignOut?: { body: Record<string, unknown>; clearCookie: string };
  context: ShopperContext;
}

// Loaders of one request share the answer: one session check per request.
const cache = new WeakMap<Request, Promise<CurrentUser>>();

export function getCurrentUser(request: Request): Promise<CurrentUser> {
  let pending = cache.get(request);
  if (!pending) {
    pending = loadCurrentUser(request);
    cache.set(request, pending);
  }
  return pending;
}

/**
 * The session check, asked of the phone-auth plugin on every signed-in request (ADR 140): a
 * sign-out, password change or reset, or a staff revocation is refused by every storefront process
 * on the next request, with nothing to coordinate between them.
 */
async function loadCurrentUser(request: Request): Promise<CurrentUser> {
  const sessionToken = await readSessionToken(request);
  const deviceFingerprint = readDeviceFingerprint(request);
  const context = shopperContextOf(request, { sessionToken, deviceFingerprint });
  if (!sessionToken) return { user: null, context };
  const result = await authApi.session(context);
  if (result.ok) {
    const { customer, token, cart, cart_id: cartId } = result.data;
    return { user: toUser(customer), medusaToken: token, cartId: cart?.id ?? cartId, cart, context };
  }
  if (result.status === 401 || result.status === 404) {
    // Unknown, expired or revoked: the cookie is cleared; with autoLogout the browser is also told why.
    return { user: null, context, forcedSignOut: { body: errorBodyOf(result), clearCookie: await destroySession() } };
  }
  throw new Error(`Could not check the session (HTTP ${result.status}).`);
}

/** For `/api/*` routes that need a signed-in customer: the user, or a 401 Response to return. */
export async function requireApiUser(request: Request): Promise<{ current: CurrentUser & { user: User }; response?: undefined } | { response: Response; current?: undefined }> {
  const current = await getCurrentUser(request);
  if (current.user) return { current: current as CurrentUser & { user: User } };
  if (current.forcedSignOut?.body.autoLogout) {
    return { response: Response.json(current.forcedSignOut.body, { status: 401, headers: { "Set-Cookie": current.forcedSignOut.clearCookie } }) };
  }
  return { response: apiError(401, "Authentication required. Please sign in.") };
}

/** The reusable admin check for `/api/admin/*`: 401 signed out, 403 not an admin. */
export async function requireApiAdmin(request: Request): Promise<{ current: CurrentUser & { user: User }; response?: undefined } | { response: Response; current?: undefined }> {
  const result = await requireApiUser(request);
  if (result.response) return result;
  if (!result.current.user.isAdmin) return { response: apiError(403, "This page is for shop admins only.") };
  return result;
}

export interface PageUser {
  user: User | null;
  /** The cart's item count from a trusted assertion (the badge), when no check ran for this render. */
  cartCount?: number;
  /** The check this render ran, when it ran one (its cart feeds the badge's lines). */
  current?: CurrentUser;
  /** Cookies to send: the cleared session and assertion of a forced sign-out. */
  setCookies: string[];
}

/**
 * For the root loader only — the header's name and badge on every page — never for account data:
 * a signed session assertion written by Medusa's full check at most PAGE_CHECK_MS ago on this
 * browser is trusted alone; one under a minute old is trusted once Medusa's light check (one indexed
 * read, ADR 207) says the session is still signed in; otherwise, or when the light check says no,
 * Medusa is asked in full, as getCurrentUser does, and the assertion is refreshed (or cleared with
 * the forced sign-out). A sign-out elsewhere shows on the first render after 5 s, as before.
 */
export async function getPageUser(request: Request): Promise<PageUser> {
  const asserted = await readPageCheck(request);
  if (asserted && (asserted.ageMs <= PAGE_CHECK_MS || (await sessionStillActive(request, asserted.user.id)))) {
    return { user: asserted.user, cartCount: asserted.cartCount, setCookies: [] };
  }
  const current = await getCurrentUser(request);
  const setCookies: string[] = [];
  // The fresh assertion is written by the caller, which knows the badge's count (root.tsx).
  if (!current.user && hasPageCheck(request)) setCookies.push(await clearPageCheck());
  if (current.forcedSignOut) setCookies.push(current.forcedSignOut.clearCookie);
  return { user: current.user, current, setCookies };
}

/**
 * Medusa's light check: this browser's session is still signed in, for this customer. Any other
 * answer (signed out, revoked, Medusa unreachable) sends the render to the full check, which tells
 * the shopper why or fails as it always did.
 */
async function sessionStillActive(request: Request, customerId: string): Promise<boolean> {
  const sessionToken = await readSessionToken(request);
  if (!sessionToken) return false;
  const context = shopperContextOf(request, { sessionToken, deviceFingerprint: readDeviceFingerprint(request) });
  try {
    const result = await authApi.sessionActive(context);
    return result.ok && result.data.customer_id === customerId;
  } catch {
    return false;
  }
}
