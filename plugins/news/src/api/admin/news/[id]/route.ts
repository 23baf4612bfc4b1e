import { adminDeleteNews, adminRetrieveNews, adminUpdateNews } from "../../../../lib/handlers";

export const GET = adminRetrieveNews;
export const POST = adminUpdateNews;
export const DELETE = adminDeleteNews;
