import { apiError } from "~/lib/http/http.server";
import { authApi, errorBodyOf, toUser } from "~/lib/auth/auth.server";
import { shopperContextOf, type ShopperContext } from "~/lib/medusa/store-request.server";
import { destroySession, readDeviceFingerprint, readSessionToken } from "~/lib/auth/session.server";
import { sessionSummaries } from "./session-summary.server";
import type { User } from "./user";

export interface CurrentUser {
  user: User | null;
  /** A short-lived Medusa customer JWT for Medusa's own store routes (carts, orders). */
  medusaToken?: string;
  /** The customer's storefront cart as the session check last saw it (a hint for the cart calls, ADR 074). */
  cartId?: string | null;
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
 * The session check: a fresh verified summary of this session on this device when there is one
 * (at most 5 s old, ADR 088), else the phone-auth plugin's check, whose answer is then kept.
 */
async function loadCurrentUser(request: Request): Promise<CurrentUser> {
  const sessionToken = await readSessionToken(request);
  const deviceFingerprint = readDeviceFingerprint(request);
  const context = shopperContextOf(request, { sessionToken, deviceFingerprint });
  if (!sessionToken) return { user: null, context };
  const summaries = sessionSummaries();
  const { summary, stale } = await summaries.lookup(sessionToken, deviceFingerprint);
  if (summary) return { user: summary.user, medusaToken: summary.medusaToken, cartId: summary.cartId, context };
  const checkStartedAt = Date.now();
  const result = await authApi.session(context);
  if (result.ok) {
    const user = toUser(result.body.customer);
    const cartId = result.body.cart_id ?? null;
    if (deviceFingerprint) await summaries.remember(sessionToken, { user, medusaToken: result.body.token, cartId, fingerprint: deviceFingerprint }, checkStartedAt);
    return { user, medusaToken: result.body.token, cartId, context };
  }
  if (result.status === 401 || result.status === 404) {
    // Not kept any more, on any process; a sign-out of all devices (e.g. a copied cookie seen on
    // another device) also drops the customer's other sessions' summaries at once.
    await summaries.forgetSession(sessionToken);
    if (stale && (result.body as { logoutAllDevices?: unknown }).logoutAllDevices) await summaries.forgetCustomer(stale.user.id);
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
