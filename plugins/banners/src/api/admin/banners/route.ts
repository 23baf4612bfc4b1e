import { createBanner, listBanners } from "../../../lib/handlers";

/** GET list (with live/scheduled counts), POST create. */
export const GET = listBanners;
export const POST = createBanner;
