/**
 * Pure shaping of the store API's wishlist answer (no Medusa imports, so it is unit-tested alone).
 */
import type { WishlistItemJson, WishlistJson } from "@glow/shop-contracts";

export interface GraphProduct {
  id: string;
  title?: string | null;
  handle?: string | null;
  thumbnail?: string | null;
  status?: string | null;
  sales_channels?: Array<{ id: string } | null> | null;
}

export interface GraphWishlistItem {
  product_id: string;
  created_at: string | Date;
  /** Resolved through the read-only link; null/undefined when the product was deleted. */
  product?: GraphProduct | null;
}

/** The answer's shapes (@glow/shop-contracts, ADR 090). */
export type StoreWishlistItem = WishlistItemJson;
export type StoreWishlist = WishlistJson;

/** Whether a shopper of the given sales channels can see the product (published, sold there). */
export function isShownInStore(product: GraphProduct, salesChannelIds: string[]): boolean {
  if (product.status !== "published") return false;
  if (salesChannelIds.length === 0) return true;
  const channels = (product.sales_channels ?? []).filter((c): c is { id: string } => Boolean(c));
  return channels.some((channel) => salesChannelIds.includes(channel.id));
}

/**
 * Items whose product no longer exists (deleted: the link resolves to nothing), is unpublished or
 * is not sold in the storefront's channels are left out; the newest wish comes first.
 */
export function toStoreWishlist(items: Array<GraphWishlistItem | null | undefined>, salesChannelIds: string[] = []): StoreWishlist {
  const visible: StoreWishlistItem[] = [];
  for (const item of items) {
    const product = item?.product;
    if (!item || !product || product.id !== item.product_id || !isShownInStore(product, salesChannelIds)) continue;
    visible.push({
      product_id: item.product_id,
      created_at: new Date(item.created_at).toISOString(),
      product: { id: product.id, title: product.title ?? "", handle: product.handle ?? "", thumbnail: product.thumbnail ?? null },
    });
  }
  visible.sort((a, b) => b.created_at.localeCompare(a.created_at) || a.product_id.localeCompare(b.product_id));
  return { items: visible };
}
