import { z } from "zod";

/**
 * A shopper's wishlist as the wishlist plugin answers it (GET/POST/DELETE /store/wishlist…,
 * plugins/wishlist/src/lib/store-wishlist.ts): newest first, only products the shopper can see.
 */
export const WishlistItemJsonSchema = z.object({
  product_id: z.string(),
  created_at: z.iso.datetime(),
  product: z.object({ id: z.string(), title: z.string(), handle: z.string(), thumbnail: z.string().nullable() }),
});
export type WishlistItemJson = z.infer<typeof WishlistItemJsonSchema>;

export const WishlistJsonSchema = z.object({ items: z.array(WishlistItemJsonSchema) });
export type WishlistJson = z.infer<typeof WishlistJsonSchema>;
