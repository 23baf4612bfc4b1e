import { adminDeleteCategory, adminUpdateCategory } from "../../../../lib/handlers";

export const POST = adminUpdateCategory;
export const DELETE = adminDeleteCategory;
