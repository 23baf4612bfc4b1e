import { model } from "@medusajs/framework/utils";
import { Wishlist } from "./wishlist";

/**
 * A product a customer wishes for. `product_id` points at the Product Module's product through a
 * read-only module link (src/links/wishlist-item-product.ts). The unique index makes a second add of
 * the same product impossible at the database level, whatever the timing of concurrent requests.
 */
export const WishlistItem = model
  .define("wishlist_item", {
    id: model.id({ prefix: "wli" }).primaryKey(),
    product_id: model.text(),
    wishlist: model.belongsTo(() => Wishlist, { mappedBy: "items" }),
  })
  .indexes([
    { on: ["wishlist_id", "product_id"], unique: true },
    // The admin's demand count and the product-deleted cleanup look items up by product.
    { on: ["product_id"] },
  ]);
