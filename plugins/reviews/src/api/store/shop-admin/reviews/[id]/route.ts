import { deleteReviewHandler, getReviewHandler } from "../../../../../lib/http";

/** GET / DELETE /store/shop-admin/reviews/:id — shop admins only. */
export const GET = getReviewHandler;
export const DELETE = deleteReviewHandler;
