/**
 * Two pieces of Medusa's own add-to-cart that @medusajs/core-flows does not export (its package
 * `exports` only opens the index): the workflow that prices variants for a cart, and the function
 * that turns a priced variant into line-item data. The quick add (quick-add-to-cart.ts, ADR 080)
 * uses them so a line item is priced and shaped exactly as Medusa's add-to-cart would; it loads them
 * by file path next to the resolved package. The version is pinned (2.21.2) and the integration
 * test `quick-add-to-cart.spec.ts` runs this code, so an upgrade that moves them fails a test, not a
 * shopper.
 */
import path from "node:path";
import type { ReturnWorkflow } from "@medusajs/framework/workflows-sdk";

const coreFlowsDist = path.dirname(require.resolve("@medusajs/core-flows"));

function load<T>(relative: string, name: string): T {
  const file = path.join(coreFlowsDist, relative);
  const value = (require(file) as Record<string, unknown>)[name];
  if (!value) throw new Error(`Medusa's ${name} is not in ${file}: the quick add-to-cart (ADR 080) needs updating for this Medusa version.`);
  return value as T;
}

export interface PricedVariantsInput {
  cart: Record<string, unknown>;
  items: Array<{ variant_id: string; quantity: number }>;
  setPricingContextResult?: Record<string, unknown>;
  variants: { id: string[]; fields: string[] };
}
export interface PricedVariantsOutput {
  variants: Array<Record<string, unknown> & { id: string }>;
  lineItems: Array<{ selector: { id?: string }; data: Record<string, unknown> & { quantity: number; variant_id?: string } }>;
}

/** Medusa's `get-variant-items-with-prices-workflow` (core-flows/dist/cart/workflows). */
export const getVariantsAndItemsWithPrices = load<ReturnWorkflow<PricedVariantsInput, PricedVariantsOutput, []>>(
  "cart/workflows/get-variants-and-items-with-prices.js",
  "getVariantsAndItemsWithPrices",
);

/** The variant fields Medusa's add-to-cart reads (product, prices, inventory confirmation). */
export const addToCartVariantFields: string[] = [
  ...new Set([
    ...load<string[]>("cart/utils/fields.js", "productVariantsFields"),
    ...load<string[]>("cart/utils/prepare-confirm-inventory-input.js", "requiredVariantFieldsForInventoryConfirmation"),
  ]),
];

/** The cart fields Medusa's pricing context reads. */
export const cartFieldsForPricingContext: string[] = load<string[]>("cart/utils/fields.js", "cartFieldsForPricingContext");
