import { z } from "@medusajs/framework/zod";

/**
 * Input of the wishlist routes. Messages are meant for people: they end up in the 400 answer's
 * `message` (Medusa prefixes "Invalid request: ").
 */
const productId = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a text`) })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(100, `${field} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${field} must be a product id such as prod_01H…`);

/** POST /store/wishlist/items */
export const StoreAddWishlistItem = z.object({ product_id: productId("product_id") });
export type StoreAddWishlistItemType = z.infer<typeof StoreAddWishlistItem>;

/** DELETE /store/wishlist/items/:product_id */
export const StoreWishlistItemParams = z.object({ product_id: productId("product_id") });
export type StoreWishlistItemParamsType = z.infer<typeof StoreWishlistItemParams>;

/** GET /admin/products/:id/wishlist-count */
export const AdminProductParams = z.object({ id: productId("The product id") });
export type AdminProductParamsType = z.infer<typeof AdminProductParams>;
