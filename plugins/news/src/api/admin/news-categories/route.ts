import { adminCreateCategory, listCategories } from "../../../lib/handlers";

export const GET = listCategories;
export const POST = adminCreateCategory;
