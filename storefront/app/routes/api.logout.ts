import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/lib/http/api.server";
import { authApi } from "~/lib/auth/auth.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";
import { destroySession, readDeviceFingerprint, readSessionToken } from "~/lib/auth/session.server";

/** POST /api/logout — revokes the session on the server and clears the cookie. Works without JavaScript too. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const sessionToken = await readSessionToken(request);
  if (sessionToken) {
    // Even if the plugin is unreachable the cookie is cleared, so the browser is signed out.
    await authApi.logout(shopperContextOf(request, { sessionToken, deviceFingerprint: readDeviceFingerprint(request) })).catch(() => undefined);
  }
  const headers = new Headers({ "Set-Cookie": await destroySession(), "Cache-Control": "no-store" });
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json") || (request.headers.get("content-type") ?? "").includes("application/json");
  if (!wantsJson) {
    headers.set("Location", "/");
    return new Response(null, { status: 303, headers });
  }
  return Response.json({ message: "Signed out" }, { headers });
}
