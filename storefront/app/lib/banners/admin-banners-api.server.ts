import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiAdmin } from "~/lib/auth/current-user.server";
import { setAdminBannerActive, type AdminResult } from "~/lib/banners/banners.server";
import { methodNotAllowed } from "~/lib/http/api.server";
import { apiError } from "~/lib/http/http.server";
import { MEDUSA_ID } from "~/lib/http/input";

/** Answers a shop-admin banner call as the spec's `/api/*` JSON: the data, or `{ message, … }` with the plugin's status. */
export function adminJson<T>(result: AdminResult<T>, okStatus = 200): Response {
  if (result.ok) return Response.json(result.data, { status: okStatus, headers: { "Cache-Control": "private, no-store" } });
  return Response.json({ ...result.body, message: result.message }, { status: result.status, headers: { "Cache-Control": "private, no-store" } });
}

export const BANNER_ID = MEDUSA_ID;

/**
 * POST /api/admin/banners/{id}/activate and /deactivate: the banner switched on or off, answered
 * as it now is. Shop admins only (401/403), then the id is checked (404).
 */
export function bannerSwitchAction(active: boolean) {
  return async ({ request, params }: ActionFunctionArgs): Promise<Response> => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const admin = await requireApiAdmin(request);
    if (admin.response) return admin.response;
    const id = params.id ?? "";
    if (!BANNER_ID.test(id)) return apiError(404, "Banner not found. It may have been deleted.");
    return adminJson(await setAdminBannerActive(admin.current.context, id, active));
  };
}
