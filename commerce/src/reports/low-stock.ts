import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import type { LowStockJson } from "@glow/shop-contracts";
import { toNumber } from "./csv";

const PAGE = 500;

/**
 * The variants whose stock is at or below `threshold`, fewest first (ADR 215). A variant's stock is
 * what Medusa would let a shopper buy: for each of its inventory items, stocked − reserved over every
 * location, divided by the units of that item one variant takes; the variant has the least of these.
 * Variants that do not manage inventory are never low.
 */
export async function lowStock(container: MedusaContainer, threshold: number): Promise<LowStockJson> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const low: LowStockJson["variants"] = [];
  for (let skip = 0; ; skip += PAGE) {
    const { data } = await query.graph({
      entity: "product_variant",
      fields: [
        "id",
        "title",
        "sku",
        "product.id",
        "product.title",
        "inventory_items.required_quantity",
        "inventory_items.inventory.location_levels.stocked_quantity",
        "inventory_items.inventory.location_levels.reserved_quantity",
      ],
      filters: { manage_inventory: true },
      pagination: { skip, take: PAGE, order: { id: "ASC" } },
    });
    for (const variant of data as any[]) {
      if (!variant.product) continue;
      const links = ((variant.inventory_items ?? []) as any[]).filter((link) => link?.inventory);
      if (links.length === 0) continue;
      const available = Math.min(
        ...links.map((link) => {
          const levels = ((link.inventory.location_levels ?? []) as any[]).filter(Boolean);
          const free = levels.reduce((sum, level) => sum + toNumber(level.stocked_quantity) - toNumber(level.reserved_quantity), 0);
          return Math.floor(free / Math.max(1, toNumber(link.required_quantity) || 1));
        }),
      );
      if (available > threshold) continue;
      low.push({
        variant_id: variant.id,
        product_id: variant.product.id,
        product_title: variant.product.title ?? "",
        variant_title: variant.title ?? null,
        sku: variant.sku ?? null,
        available,
      });
    }
    if (data.length < PAGE) break;
  }
  low.sort((a, b) => a.available - b.available || a.product_title.localeCompare(b.product_title) || (a.variant_title ?? "").localeCompare(b.variant_title ?? ""));
  return { threshold, variants: low };
}
