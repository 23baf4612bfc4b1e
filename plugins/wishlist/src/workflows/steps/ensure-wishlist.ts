import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk";
import { WISHLIST_MODULE } from "../../modules/wishlist";
import type WishlistModuleService from "../../modules/wishlist/service";

export interface EnsureWishlistInput {
  customer_id: string;
}

/**
 * Finds the customer's wishlist or creates it. Two first adds racing each other both end with the
 * same wishlist: the unique index on customer_id rejects the second insert, which then reads the
 * winner's row. Compensation deletes the wishlist only if this step created it.
 */
export const ensureWishlistStep = createStep(
  "ensure-wishlist",
  async (input: EnsureWishlistInput, { container }) => {
    const wishlists: WishlistModuleService = container.resolve(WISHLIST_MODULE);
    const find = async () => (await wishlists.listWishlists({ customer_id: input.customer_id }, { take: 1 }))[0];

    const existing = await find();
    if (existing) return new StepResponse({ id: existing.id, created: false }, null);
    try {
      const created = await wishlists.createWishlists({ customer_id: input.customer_id });
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
    await wishlists.deleteWishlists(createdId);
  },
);
