import { respondHandler } from "../../../../../../lib/http";

/** POST /store/shop-admin/reviews/:id/response `{ response }` — writes or edits the shop's reply; empty removes it. */
export const POST = respondHandler;
