import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk";
import { WISHLIST_MODULE } from "../../modules/wishlist";
import type WishlistModuleService from "../../modules/wishlist/service";

/**
 * Soft-deletes wishlist items; compensation restores them. The unique index only covers live rows
 * (`deleted_at IS NULL`), so a removed product can be added again.
 */
export const deleteWishlistItemsStep = createStep(
  "delete-wishlist-items",
  async (ids: string[], { container }) => {
    if (ids.length === 0) return new StepResponse([] as string[], [] as string[]);
    const wishlists: WishlistModuleService = container.resolve(WISHLIST_MODULE);
    await wishlists.softDeleteWishlistItems(ids);
    return new StepResponse(ids, ids);
  },
  async (ids: string[] | undefined, { container }) => {
    if (!ids?.length) return;
    const wishlists: WishlistModuleService = container.resolve(WISHLIST_MODULE);
    await wishlists.restoreWishlistItems(ids);
  },
);
