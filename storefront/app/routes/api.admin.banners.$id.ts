import type { ActionFunctionArgs } from "@remix-run/node";
import { adminJson, BANNER_ID } from "~/lib/banners/admin-banners-api.server";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { requireApiAdmin } from "~/lib/auth/current-user.server";
import { bannerInputSchema } from "~/lib/banners/banner-admin";
import { apiError } from "~/lib/http/http.server";
import { deleteAdminBanner, updateAdminBanner } from "~/lib/banners/banners.server";

/** PUT /api/admin/banners/{id} — replaces the banner's fields; DELETE removes it. Shop admins only (401/403). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed(["PUT", "DELETE"]);
  const admin = await requireApiAdmin(request);
  if (admin.response) return admin.response;
  const id = params.id ?? "";
  if (!BANNER_ID.test(id)) return apiError(404, "Banner not found. It may have been deleted.");
  if (request.method === "DELETE") return adminJson(await deleteAdminBanner(admin.current.context, id));
  const parsed = await parseBody(request, bannerInputSchema);
  if (parsed.response) return parsed.response;
  return adminJson(await updateAdminBanner(admin.current.context, id, parsed.data));
}

export function loader() {
  return methodNotAllowed(["PUT", "DELETE"]);
}
