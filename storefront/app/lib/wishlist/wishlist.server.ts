import { wishlistContracts, type WishlistJson } from "@glow/shop-contracts";
import { listProductsByIds } from "~/lib/catalog/products.server";
import { callContract, dataOf, type ContractResult } from "~/lib/medusa/contract-client.server";
import type { WishlistItem } from "./wishlist.types";

export type { WishlistItem };

/** The wishlist plugin's answer, parsed with its contract (@glow/shop-contracts, ADR 160). */
async function toItems(answer: ContractResult<typeof wishlistContracts.get>): Promise<WishlistItem[]> {
  const entries: WishlistJson["items"] = dataOf(answer, "Could not load your wishlist.").wishlist.items;
  const products = await listProductsByIds(entries.map((e) => e.product_id));
  const byId = new Map(products.map((p) => [p.id, p]));
  // Products deleted or unpublished since they were saved simply drop out.
  return entries.flatMap((entry) => {
    const product = byId.get(entry.product_id);
    return product ? [{ id: product.id, product, createdAt: entry.created_at }] : [];
  });
}

export async function listWishlist(token: string): Promise<WishlistItem[]> {
  return toItems(await callContract(wishlistContracts.get, {}, { bearer: token }));
}

export async function addToWishlist(token: string, productId: string): Promise<WishlistItem[]> {
  return toItems(await callContract(wishlistContracts.add, { body: { product_id: productId } }, { bearer: token }));
}

export async function removeFromWishlist(token: string, productId: string): Promise<WishlistItem[]> {
  return toItems(await callContract(wishlistContracts.remove, { params: { product_id: productId } }, { bearer: token }));
}
