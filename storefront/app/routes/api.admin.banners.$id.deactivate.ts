import { bannerSwitchAction } from "~/lib/banners/admin-banners-api.server";

/** POST /api/admin/banners/{id}/deactivate — answers the banner. Shop admins only (401/403). */
export const action = bannerSwitchAction(false);
