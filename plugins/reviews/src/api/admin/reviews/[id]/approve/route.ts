import { approvalHandler } from "../../../../../lib/http";

/** POST /admin/reviews/:id/approve */
export const POST = approvalHandler(true);
