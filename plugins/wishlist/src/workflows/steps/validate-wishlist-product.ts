import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils";
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk";
import { isShownInStore } from "../../lib/store-wishlist";

export interface ValidateWishlistProductInput {
  product_id: string;
  /** The sales channels of the storefront's publishable key; empty means no restriction. */
  sales_channel_ids?: string[];
}

/**
 * Only products a shopper can see may be wished for: the product must exist, be published and,
 * when the request came through a publishable key, be sold in one of its sales channels.
 * Anything else is "not found" (404), never a 500.
 */
export const validateWishlistProductStep = createStep(
  "validate-wishlist-product",
  async (input: ValidateWishlistProductInput, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY);
    const { data } = await query.graph({
      entity: "product",
      fields: ["id", "status", "sales_channels.id"],
      filters: { id: input.product_id },
    });
    const product = data[0] as { id: string; status: string; sales_channels?: Array<{ id: string } | null> | null } | undefined;
    if (!product || !isShownInStore(product, input.sales_channel_ids ?? [])) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product ${input.product_id} was not found.`);
    }
    return new StepResponse({ product_id: product.id });
  },
);
