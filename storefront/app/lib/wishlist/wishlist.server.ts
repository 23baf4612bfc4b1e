import { medusa } from "~/lib/medusa/client.server";
import { listProductsByIds } from "~/lib/catalog/products.server";
import type { WishlistItem } from "./wishlist.types";

export type { WishlistItem };

interface PluginWishlist {
  wishlist: { items: Array<{ product_id: string; created_at: string }> };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function toItems(answer: PluginWishlist): Promise<WishlistItem[]> {
  const entries = answer.wishlist.items ?? [];
  const products = await listProductsByIds(entries.map((e) => e.product_id));
  const byId = new Map(products.map((p) => [p.id, p]));
  // Products deleted or unpublished since they were saved simply drop out.
  return entries.flatMap((entry) => {
    const product = byId.get(entry.product_id);
    return product ? [{ id: product.id, product, createdAt: entry.created_at }] : [];
  });
}

export async function listWishlist(token: string): Promise<WishlistItem[]> {
  return toItems(await medusa().client.fetch<PluginWishlist>("/store/wishlist", { headers: auth(token) }));
}

export async function addToWishlist(token: string, productId: string): Promise<WishlistItem[]> {
  return toItems(await medusa().client.fetch<PluginWishlist>("/store/wishlist/items", { method: "POST", body: { product_id: productId }, headers: auth(token) }));
}

export async function removeFromWishlist(token: string, productId: string): Promise<WishlistItem[]> {
  return toItems(await medusa().client.fetch<PluginWishlist>(`/store/wishlist/items/${encodeURIComponent(productId)}`, { method: "DELETE", headers: auth(token) }));
}
