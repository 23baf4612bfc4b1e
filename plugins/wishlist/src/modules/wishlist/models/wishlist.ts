import { model } from "@medusajs/framework/utils";
import { WishlistItem } from "./wishlist-item";

/**
 * One wishlist per customer. `customer_id` points at the Customer Module's customer through a
 * read-only module link (src/links/wishlist-customer.ts); the module never imports the customer module.
 */
export const Wishlist = model
  .define("wishlist", {
    id: model.id({ prefix: "wl" }).primaryKey(),
    customer_id: model.text(),
    items: model.hasMany(() => WishlistItem, { mappedBy: "wishlist" }),
  })
  .cascades({ delete: ["items"] })
  .indexes([{ on: ["customer_id"], unique: true }]);
