import { adminCreateNews, adminListNews } from "../../../lib/handlers";

/** Staff: every article (scheduled ones too), newest first; POST creates. */
export const GET = adminListNews;
export const POST = adminCreateNews;
