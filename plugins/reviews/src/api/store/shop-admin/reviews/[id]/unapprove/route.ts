import { approvalHandler } from "../../../../../../lib/http";

/** POST /store/shop-admin/reviews/:id/unapprove — hides the review again and takes it out of the rating. */
export const POST = approvalHandler(false);
