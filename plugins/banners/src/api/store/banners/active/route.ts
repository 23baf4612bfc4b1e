import { activeBanner } from "../../../../lib/handlers";

/** GET /store/banners/active — the banner the home page shows now, or `{ banner: null }`. */
export const GET = activeBanner;
