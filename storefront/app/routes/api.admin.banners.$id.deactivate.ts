import type { ActionFunctionArgs } from "@remix-run/node";
import { adminJson, BANNER_ID } from "~/lib/banners/admin-banners-api.server";
import { methodNotAllowed } from "~/lib/http/api.server";
import { requireApiAdmin } from "~/lib/auth/current-user.server";
import { apiError } from "~/lib/http/http.server";
import { setAdminBannerActive } from "~/lib/banners/banners.server";

/** POST /api/admin/banners/{id}/deactivate — answers the banner. Shop admins only (401/403). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const admin = await requireApiAdmin(request);
  if (admin.response) return admin.response;
  const id = params.id ?? "";
  if (!BANNER_ID.test(id)) return apiError(404, "Banner not found. It may have been deleted.");
  return adminJson(await setAdminBannerActive(admin.current.context, id, false));
}
