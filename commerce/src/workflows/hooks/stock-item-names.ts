import { StepResponse } from "@medusajs/framework/workflows-sdk";
import { Modules } from "@medusajs/framework/utils";
import { createProductsWorkflow, createProductVariantsWorkflow } from "@medusajs/medusa/core-flows";
import { nameStockItemsAfterProducts, type StockItemRename } from "../../inventory/stock-item-names";

/**
 * Stock items named after their product and variant when Medusa makes them (ADR 215): a product made
 * in the dashboard, by the seed or by the API, and a variant added to a product later. Medusa's own
 * workflows create the inventory item (named after the variant alone) before these hooks run; undone
 * with the workflow.
 */
async function undo(renames: StockItemRename[] | undefined, { container }: { container: any }) {
  if (!renames?.length) return;
  await container
    .resolve(Modules.INVENTORY)
    .updateInventoryItems(renames.map((r) => ({ id: r.id, title: r.before.title ?? undefined, description: r.before.description ?? undefined })));
}

createProductsWorkflow.hooks.productsCreated(async ({ products }, { container }) => {
  const variantIds = products.flatMap((product) => (product.variants ?? []).map((variant) => variant.id));
  const renames = await nameStockItemsAfterProducts(container, variantIds);
  return new StepResponse(renames, renames);
}, undo);

createProductVariantsWorkflow.hooks.productVariantsCreated(async ({ product_variants }, { container }) => {
  const renames = await nameStockItemsAfterProducts(
    container,
    product_variants.map((variant) => variant.id),
  );
  return new StepResponse(renames, renames);
}, undo);
