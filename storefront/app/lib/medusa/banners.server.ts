import type { Banner } from "~/lib/types";

/**
 * The active banner (spec: GET /api/banners/active). Banners are managed by the Banners/News/Reviews
 * issue; until its plugin exists there is no banner and the home page shows the default image.
 */
export async function getActiveBanner(): Promise<Banner | null> {
  return null;
}
