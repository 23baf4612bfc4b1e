import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk";
import { WISHLIST_MODULE } from "../../modules/wishlist";
import type WishlistModuleService from "../../modules/wishlist/service";

export interface FindWishlistItemsInput {
  product_ids: string[];
  /** Only this customer's wishlist; without it, every wishlist holding the products. */
  customer_id?: string;
}

/** Ids of the wishlist items holding the given products (read-only, nothing to compensate). */
export const findWishlistItemsStep = createStep("find-wishlist-items", async (input: FindWishlistItemsInput, { container }) => {
  const wishlists: WishlistModuleService = container.resolve(WISHLIST_MODULE);
  if (input.product_ids.length === 0) return new StepResponse([] as string[]);
  let wishlistIds: string[] | undefined;
  if (input.customer_id) {
    wishlistIds = (await wishlists.listWishlists({ customer_id: input.customer_id }, { select: ["id"] })).map((w) => w.id);
    if (wishlistIds.length === 0) return new StepResponse([] as string[]);
  }
  const items = await wishlists.listWishlistItems(
    { product_id: input.product_ids, ...(wishlistIds ? { wishlist_id: wishlistIds } : {}) },
    { select: ["id"] },
  );
  return new StepResponse(items.map((item) => item.id));
});
