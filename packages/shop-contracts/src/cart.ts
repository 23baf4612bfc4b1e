import "./zod-setup.js";
import { z } from "zod";

/**
 * The cart lines the commerce app's "add to my cart" answers (POST /store/glow/my-cart/line-items,
 * commerce/src/api/store/glow/my-cart/line-items/route.ts, ADR 140): `{ cart }` with these fields
 * and nothing more, which the storefront's cart reads (also in the session check's answer).
 */
export const CART_LINE_FIELDS = ["id", "quantity", "variant_id", "product_id", "product_title", "title", "variant_title", "unit_price", "thumbnail", "created_at"] as const;

export const CartLineJsonSchema = z.object({
  id: z.string(),
  quantity: z.number().int().min(1),
  variant_id: z.string().nullable(),
  product_id: z.string().nullable(),
  product_title: z.string().nullable(),
  title: z.string(),
  /** The shade or size the line holds (ADR 200); optional so an answer from before it still parses. */
  variant_title: z.string().nullable().optional(),
  unit_price: z.number(),
  thumbnail: z.string().nullable(),
  created_at: z.union([z.string(), z.date()]),
});
export type CartLineJson = z.infer<typeof CartLineJsonSchema>;

export const QuickAddCartJsonSchema = z.object({
  id: z.string(),
  completed_at: z.union([z.string(), z.date()]).nullable(),
  items: z.array(CartLineJsonSchema),
});
export type QuickAddCartJson = z.infer<typeof QuickAddCartJsonSchema>;
