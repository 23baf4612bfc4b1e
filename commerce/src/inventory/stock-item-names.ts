import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";

/** Medusa's name of a product's only variant. */
const DEFAULT_VARIANT = /^default( variant)?$/i;

/** "Fit Me Foundation — 110 Ivory"; a product's only, default-named variant is the product itself. */
export function stockItemName(productTitle: string, variantTitle: string | null | undefined): string {
  const variant = variantTitle?.trim();
  return !variant || DEFAULT_VARIANT.test(variant) || variant === productTitle ? productTitle : `${productTitle} — ${variant}`;
}

export interface StockItemRename {
  id: string;
  title: string;
  description: string;
  before: { title: string | null; description: string | null };
}

/**
 * The stock items to rename among those of `variantIds` (all variants when omitted; ADR 215). Medusa
 * names the inventory item it makes for a new variant after the variant alone ("30 ml", "Default
 * variant"), so the Inventory page cannot tell which product an item is. An item is renamed only when
 * it still has that name and belongs to this one variant: a name staff gave, or an item shared by
 * several variants (a kit), is left alone.
 */
export async function stockItemsToRename(container: MedusaContainer, variantIds?: string[]): Promise<StockItemRename[]> {
  if (variantIds && variantIds.length === 0) return [];
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({
    entity: "product_variant",
    fields: ["id", "title", "product.title", "inventory_items.inventory.id", "inventory_items.inventory.title", "inventory_items.inventory.description"],
    filters: variantIds ? { id: variantIds } : {},
  });
  const variantsOfItem = new Map<string, number>();
  for (const variant of data as any[]) for (const link of variant.inventory_items ?? []) if (link?.inventory?.id) variantsOfItem.set(link.inventory.id, (variantsOfItem.get(link.inventory.id) ?? 0) + 1);
  const renames: StockItemRename[] = [];
  for (const variant of data as any[]) {
    const links = ((variant.inventory_items ?? []) as any[]).filter((link) => link?.inventory?.id);
    const productTitle: string | undefined = variant.product?.title;
    if (!productTitle || links.length !== 1) continue;
    const item = links[0].inventory;
    if (variantsOfItem.get(item.id) !== 1 || item.title !== variant.title) continue;
    const title = stockItemName(productTitle, variant.title);
    if (title === item.title) continue;
    renames.push({
      id: item.id,
      title,
      description: item.description === variant.title || !item.description ? title : item.description,
      before: { title: item.title ?? null, description: item.description ?? null },
    });
  }
  return renames;
}

/** Renames them through Medusa's inventory module; answers what was renamed (to undo it). */
export async function nameStockItemsAfterProducts(container: MedusaContainer, variantIds?: string[]): Promise<StockItemRename[]> {
  const renames = await stockItemsToRename(container, variantIds);
  if (renames.length > 0) {
    await container.resolve(Modules.INVENTORY).updateInventoryItems(renames.map(({ id, title, description }) => ({ id, title, description })));
  }
  return renames;
}
