import { defineLink } from "@medusajs/framework/utils";
import CustomerModule from "@medusajs/medusa/customer";
import WishlistModule from "../modules/wishlist";

/**
 * wishlist.customer_id → customer (read-only link: no pivot table, the wishlist row already holds
 * the id). Lets Query fetch `wishlist.customer.*` across the two modules.
 */
export default defineLink(
  { linkable: WishlistModule.linkable.wishlist, field: "customer_id" },
  CustomerModule.linkable.customer,
  { readOnly: true },
);
