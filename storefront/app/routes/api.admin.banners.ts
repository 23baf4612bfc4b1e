import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminJson } from "~/lib/banners/admin-banners-api.server";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { requireApiAdmin } from "~/lib/auth/current-user.server";
import { bannerInputSchema } from "~/lib/banners/banner-admin";
import { createAdminBanner, listAdminBanners } from "~/lib/banners/banners.server";

/** GET /api/admin/banners — every banner with `{ banners, counts: { active, scheduled } }`. Shop admins only (401/403). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireApiAdmin(request);
  if (admin.response) return admin.response;
  return adminJson(await listAdminBanners(admin.current.context));
}

/** POST /api/admin/banners — creates a banner (spec §3 fields, camelCase); links must be http(s) or a site path. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const admin = await requireApiAdmin(request);
  if (admin.response) return admin.response;
  const parsed = await parseBody(request, bannerInputSchema);
  if (parsed.response) return parsed.response;
  return adminJson(await createAdminBanner(admin.current.context, parsed.data), 201);
}
