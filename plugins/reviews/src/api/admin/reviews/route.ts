import { listReviewsHandler } from "../../../lib/http";

/** GET /admin/reviews?status=pending|approved|all&product_id= — staff (Medusa authenticates /admin). */
export const GET = listReviewsHandler;
