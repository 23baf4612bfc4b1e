import { z } from "@medusajs/framework/zod";
import { strictBody } from "@glow/medusa-http";

/**
 * Input of the wishlist routes. The messages are meant for people: they become the 400 answer's
 * `message` (prefixed "Invalid request: ") through `validate()` (@glow/medusa-http) in middlewares.ts.
 */
const productId = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a text`) })
    .trim()
    .min(1, { error: `${field} must not be empty`, abort: true })
    .max(100, { error: `${field} is too long`, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, `${field} must be a product id such as prod_01H…`);

/** POST /store/wishlist/items */
export const StoreAddWishlistItem = strictBody({ product_id: productId("product_id") });
export type StoreAddWishlistItemType = z.infer<typeof StoreAddWishlistItem>;

/** DELETE /store/wishlist/items/:product_id */
export const StoreWishlistItemParams = z.object({ product_id: productId("product_id") });
export type StoreWishlistItemParamsType = z.infer<typeof StoreWishlistItemParams>;

/** GET /admin/products/:id/wishlist-count */
export const AdminProductParams = z.object({ id: productId("The product id") });
export type AdminProductParamsType = z.infer<typeof AdminProductParams>;
