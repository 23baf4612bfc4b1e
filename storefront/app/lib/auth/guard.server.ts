import { data } from "@remix-run/node";
import { PRIVATE_CACHE_CONTROL } from "~/lib/http/http.server";
import { getCurrentUser } from "./current-user.server";
import type { User } from "./user";

export type GuardedData<T> = ({ signInRequired: false; user: User } & T) | { signInRequired: true };

/**
 * For pages only signed-in shoppers may see (spec §2). Signed out, the page says
 * "Redirecting to sign in..." and is sent to /auth: with JavaScript the client navigates at once;
 * without it a <noscript> meta refresh in the page does (see RedirectingToSignIn).
 */
export async function guardedLoader<T extends Record<string, unknown>>(request: Request, load: (user: User) => Promise<T> | T = () => ({}) as T) {
  const current = await getCurrentUser(request);
  const headers = new Headers({ "Cache-Control": PRIVATE_CACHE_CONTROL });
  if (!current.user) {
    if (current.forcedSignOut) headers.append("Set-Cookie", current.forcedSignOut.clearCookie);
    return data({ signInRequired: true } as GuardedData<T>, { headers });
  }
  const extra = await load(current.user);
  return data({ signInRequired: false, user: current.user, ...extra } as GuardedData<T>, { headers });
}
