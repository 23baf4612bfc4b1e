/**
 * Two pieces of Medusa's own add-to-cart that @medusajs/core-flows does not export (its package
 * `exports` only opens the index): the workflow that prices variants for a cart and shapes their
 * line-item data, and the field lists Medusa's add reads. The quick add (quick-add-to-cart.ts,
 * ADR 080) uses them so a line item is priced and shaped exactly as Medusa's add-to-cart would; they
 * are loaded by path inside the resolved package. The version is pinned (2.21.2) and the integration
 * test `quick-add-to-cart.spec.ts` runs this code, so an upgrade that moves them fails a test, not a
 * shopper.
 */
import { createRequire } from "node:module";
import type { ReturnWorkflow } from "@medusajs/framework/workflows-sdk";

/** Requires relative to core-flows' own index: paths inside the package, not its `exports`. */
const fromCoreFlows = createRequire(require.resolve("@medusajs/core-flows"));

function pick<T>(exports: Record<string, unknown>, name: string, file: string): T {
  const value = exports[name];
  if (!value) throw new Error(`Medusa's ${name} is not in @medusajs/core-flows/dist/${file}: the quick add-to-cart (ADR 080) needs updating for this Medusa version.`);
  return value as T;
}

const pricingModule = fromCoreFlows("./cart/workflows/get-variants-and-items-with-prices.js") as Record<string, unknown>;
const fieldsModule = fromCoreFlows("./cart/utils/fields.js") as Record<string, unknown>;
const inventoryModule = fromCoreFlows("./cart/utils/prepare-confirm-inventory-input.js") as Record<string, unknown>;

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
export const getVariantsAndItemsWithPrices = pick<ReturnWorkflow<PricedVariantsInput, PricedVariantsOutput, []>>(
  pricingModule,
  "getVariantsAndItemsWithPrices",
  "cart/workflows/get-variants-and-items-with-prices.js",
);

/** The variant fields Medusa's add-to-cart reads (product, prices, inventory confirmation). */
export const addToCartVariantFields: string[] = [
  ...new Set([
    ...pick<string[]>(fieldsModule, "productVariantsFields", "cart/utils/fields.js"),
    ...pick<string[]>(inventoryModule, "requiredVariantFieldsForInventoryConfirmation", "cart/utils/prepare-confirm-inventory-input.js"),
  ]),
];

/** The cart fields Medusa's pricing context reads. */
export const cartFieldsForPricingContext: string[] = pick<string[]>(fieldsModule, "cartFieldsForPricingContext", "cart/utils/fields.js");
