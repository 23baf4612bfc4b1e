import { listReviewsHandler } from "../../../../lib/http";

/** GET /store/shop-admin/reviews?status=pending|approved|all — shop admins only (middlewares.ts). */
export const GET = listReviewsHandler;
