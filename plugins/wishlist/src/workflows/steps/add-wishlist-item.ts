import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk";
import { WISHLIST_MODULE } from "../../modules/wishlist";
import type WishlistModuleService from "../../modules/wishlist/service";

export interface AddWishlistItemInput {
  wishlist_id: string;
  product_id: string;
}

/**
 * Adds a product to a wishlist, idempotently: a product already there is left as it is (same
 * item, same created_at), and a concurrent add that loses the race on the unique index reads the
 * winner's item. Compensation removes the item only if this step inserted it.
 */
export const addWishlistItemStep = createStep(
  "add-wishlist-item",
  async (input: AddWishlistItemInput, { container }) => {
    const wishlists: WishlistModuleService = container.resolve(WISHLIST_MODULE);
    const find = async () =>
      (await wishlists.listWishlistItems({ wishlist_id: input.wishlist_id, product_id: input.product_id }, { take: 1 }))[0];

    const existing = await find();
    if (existing) return new StepResponse({ id: existing.id, created: false }, null);
    try {
      const created = await wishlists.createWishlistItems({ wishlist_id: input.wishlist_id, product_id: input.product_id });
      return new StepResponse({ id: created.id, created: true }, created.id);
    } catch (error) {
      const winner = await find();
      if (winner) return new StepResponse({ id: winner.id, created: false }, null);
      throw error;
    }
  },
  async (createdId: string | null | undefined, { container }) => {
    if (!createdId) return;
    const wishlists: WishlistModuleService = container.resolve(WISHLIST_MODULE);
    await wishlists.deleteWishlistItems(createdId);
  },
);
