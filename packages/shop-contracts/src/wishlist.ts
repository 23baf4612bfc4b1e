import "./zod-setup.js";
import { z } from "zod";
import { defineContract } from "./contract.js";
import { strictBody } from "./fields.js";

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

// ── Requests and endpoints ───────────────────────────────────────────────────────────────
// Every /store/wishlist route is the signed-in customer's own (a Medusa customer token; 401 otherwise).

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

const WishlistAnswer = z.object({ wishlist: WishlistJsonSchema });

export const wishlistContracts = {
  get: defineContract({ method: "GET", path: "/store/wishlist", response: WishlistAnswer }),
  /** Adds a product (idempotent) and answers the whole list. */
  add: defineContract({ method: "POST", path: "/store/wishlist/items", body: StoreAddWishlistItem, response: WishlistAnswer }),
  /** Removes a product (idempotent) and answers the whole list. */
  remove: defineContract({ method: "DELETE", path: "/store/wishlist/items/:product_id", params: StoreWishlistItemParams, response: WishlistAnswer }),
  /** The Medusa admin's product page widget (a staff user). */
  adminCount: defineContract({
    method: "GET",
    path: "/admin/products/:id/wishlist-count",
    params: AdminProductParams,
    response: z.object({ product_id: z.string(), count: z.number().int() }),
  }),
};
