import { approvalHandler } from "../../../../../../lib/http";

/** POST /store/shop-admin/reviews/:id/approve — shows the review and counts it in the rating. */
export const POST = approvalHandler(true);
