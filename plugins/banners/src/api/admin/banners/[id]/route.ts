import { deleteBanner, retrieveBanner, updateBanner } from "../../../../lib/handlers";

/** GET one, POST update (only the fields sent), DELETE. */
export const GET = retrieveBanner;
export const POST = updateBanner;
export const DELETE = deleteBanner;
