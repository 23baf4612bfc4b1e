import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/lib/http/api.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { SIGNED_OUT_TOAST } from "~/lib/http/shop-toasts";
import { authApi } from "~/lib/auth/auth.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";
import { destroySession, readDeviceFingerprint, readSessionToken } from "~/lib/auth/session.server";
import { clearPageCheck } from "~/lib/auth/page-check.server";

/** POST /api/logout — revokes the session on the server and clears the cookie. Works without JavaScript too. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const sessionToken = await readSessionToken(request);
  if (sessionToken) {
    // Even if the plugin is unreachable the cookie is cleared, so the browser is signed out.
    await authApi.logout(shopperContextOf(request, { sessionToken, deviceFingerprint: readDeviceFingerprint(request) })).catch(() => undefined);
  }
  const [clearSession, clearAssertion] = await Promise.all([destroySession(), clearPageCheck()]);
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json") || (request.headers.get("content-type") ?? "").includes("application/json");
  // A form posted before JavaScript (the menu's fallback): to /, where the page shows the toast (ADR 081).
  if (!wantsJson) return redirectWithToast("/", SIGNED_OUT_TOAST, [clearSession, clearAssertion]);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", clearSession);
  headers.append("Set-Cookie", clearAssertion);
  return Response.json({ message: "Signed out" }, { headers });
}
