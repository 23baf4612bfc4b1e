import { z } from "@medusajs/framework/zod";

export const CartIdParams = z.object({
  id: z.string().regex(/^cart_[A-Za-z0-9]{10,40}$/, "This is not a cart id."),
});
