import type { Product } from "~/lib/shared/types";

/** Spec §3 Wishlist item: the product (with id), plus when it was saved. Shared by server and browser. */
export interface WishlistItem {
  id: string;
  product: Product;
  createdAt: string;
}
