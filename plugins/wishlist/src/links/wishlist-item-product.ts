import { defineLink } from "@medusajs/framework/utils";
import ProductModule from "@medusajs/medusa/product";
import WishlistModule from "../modules/wishlist";

/**
 * wishlist_item.product_id → product (read-only link). Lets Query fetch
 * `wishlist.items.product.*` in one call; a deleted product simply resolves to nothing.
 */
export default defineLink(
  { linkable: WishlistModule.linkable.wishlistItem, field: "product_id" },
  ProductModule.linkable.product,
  { readOnly: true },
);
