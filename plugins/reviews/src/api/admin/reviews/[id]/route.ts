import { deleteReviewHandler, getReviewHandler } from "../../../../lib/http";

/** GET / DELETE /admin/reviews/:id */
export const GET = getReviewHandler;
export const DELETE = deleteReviewHandler;
