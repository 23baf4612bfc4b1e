import { approvalHandler } from "../../../../../lib/http";

/** POST /admin/reviews/:id/unapprove */
export const POST = approvalHandler(false);
