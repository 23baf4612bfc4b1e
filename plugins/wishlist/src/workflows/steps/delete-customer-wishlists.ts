import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk";
import { WISHLIST_MODULE } from "../../modules/wishlist";
import type WishlistModuleService from "../../modules/wishlist/service";

/** Soft-deletes the customers' wishlists with their items (cascade); compensation restores them. */
export const deleteCustomerWishlistsStep = createStep(
  "delete-customer-wishlists",
  async (input: { customer_ids: string[] }, { container }) => {
    if (input.customer_ids.length === 0) return new StepResponse([] as string[], [] as string[]);
    const wishlists: WishlistModuleService = container.resolve(WISHLIST_MODULE);
    const ids = (await wishlists.listWishlists({ customer_id: input.customer_ids }, { select: ["id"] })).map((w) => w.id);
    if (ids.length > 0) await wishlists.softDeleteWishlists(ids);
    return new StepResponse(ids, ids);
  },
  async (ids: string[] | undefined, { container }) => {
    if (!ids?.length) return;
    const wishlists: WishlistModuleService = container.resolve(WISHLIST_MODULE);
    await wishlists.restoreWishlists(ids);
  },
);
