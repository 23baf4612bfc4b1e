import { overviewHandler } from "../../../lib/http";

/** GET /admin/review-overview — pending/approved reviews and recent orders, for staff. */
export const GET = overviewHandler;
