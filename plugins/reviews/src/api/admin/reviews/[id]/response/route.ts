import { respondHandler } from "../../../../../lib/http";

/** POST /admin/reviews/:id/response */
export const POST = respondHandler;
