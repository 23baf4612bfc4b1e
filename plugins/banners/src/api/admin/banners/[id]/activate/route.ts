import { setActive } from "../../../../../lib/handlers";

export const POST = setActive(true);
