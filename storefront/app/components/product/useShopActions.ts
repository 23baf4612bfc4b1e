import { useCallback } from "react";
import { useAddToCart as useCartAdd } from "~/components/cart/use-cart";
import { useToggleWishlist as useWishlistToggle } from "~/components/wishlist/use-wishlist";
import type { ShopSurface } from "~/lib/http/shop-toasts";
import type { Product } from "~/lib/shared/types";

/**
 * The one place the product card, dialog and page call for the cart and the wishlist. The real work
 * (API calls, optimistic updates, the spec's toasts and redirects) lives in components/cart and
 * components/wishlist.
 */
export function useAddToCart(surface: ShopSurface = "card"): { addToCart: (product: Product, quantity: number, variant?: { id: string; title: string }) => void; pending: boolean } {
  const add = useCartAdd(surface);
  const addToCart = useCallback(
    (product: Product, quantity: number, variant?: { id: string; title: string }) =>
      add({ productId: product.id, quantity, name: variant ? `${product.name} — ${variant.title}` : product.name, variantId: variant?.id, price: product.price, imageUrl: product.imageUrl }),
    [add],
  );
  return { addToCart, pending: add.pending };
}

export function useToggleWishlist(surface: ShopSurface = "card"): { toggleWishlist: (product: Product) => void; isInWishlist: (productId: string) => boolean; pending: boolean } {
  return useWishlistToggle(surface);
}
