import { overviewHandler } from "../../../../lib/http";

/** GET /store/shop-admin/review-overview — counts for the storefront's /admin overview. */
export const GET = overviewHandler;
