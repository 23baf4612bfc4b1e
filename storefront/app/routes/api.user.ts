import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCurrentUser } from "~/lib/auth/current-user.server";

/** GET /api/user — the signed-in user, or 401 (the client turns it into null). Never cached. */
export async function loader({ request }: LoaderFunctionArgs) {
  const current = await getCurrentUser(request);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (current.user) return Response.json(current.user, { headers });
  if (current.forcedSignOut) {
    headers.append("Set-Cookie", current.forcedSignOut.clearCookie);
    if (current.forcedSignOut.body.autoLogout) return Response.json(current.forcedSignOut.body, { status: 401, headers });
  }
  return Response.json({ message: "Not authenticated" }, { status: 401, headers });
}
