import type { FormEvent } from "react";
import { Tooltip } from "~/components/ui/tooltip";
import { stockState } from "~/lib/format";
import type { Product } from "~/lib/types";
import { HeartIcon } from "./icons";
import { SIGN_IN_PATH, useAddToCart, useToggleWishlist } from "./useShopActions";

/**
 * Both buttons are forms aimed at /auth, so before JavaScript loads (or without it) they still take
 * the shopper to sign in; with JavaScript the hooks in useShopActions handle them.
 */
export function AddToCartButton({ product, quantity = 1, label = "ADD TO CART", className = "" }: { product: Product; quantity?: number; label?: string; className?: string }) {
  const { addToCart, pending } = useAddToCart();
  const out = stockState(product.stockQuantity).kind === "out";
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!out) addToCart(product, quantity);
  };
  return (
    <form method="get" action={SIGN_IN_PATH} onSubmit={onSubmit} className={className}>
      <button
        type="submit"
        disabled={out || pending}
        className="w-full rounded-full bg-brand-600 px-4 py-2.5 text-sm font-bold tracking-wide text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-200 disabled:text-gray-600"
      >
        {label}
      </button>
    </form>
  );
}

export function WishlistHeart({ product, className = "" }: { product: Product; className?: string }) {
  const { toggleWishlist, isInWishlist } = useToggleWishlist();
  const saved = isInWishlist(product.id);
  const label = saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`;
  return (
    <form
      method="get"
      action={SIGN_IN_PATH}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        toggleWishlist(product);
      }}
    >
      <Tooltip label={saved ? "Remove from wishlist" : "Add to wishlist"}>
        <button type="submit" aria-label={label} aria-pressed={saved} className="flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow hover:bg-brand-50">
          <HeartIcon filled={saved} />
        </button>
      </Tooltip>
    </form>
  );
}

export function WishlistButton({ product }: { product: Product }) {
  const { toggleWishlist, isInWishlist } = useToggleWishlist();
  const saved = isInWishlist(product.id);
  return (
    <form
      method="get"
      action={SIGN_IN_PATH}
      onSubmit={(event) => {
        event.preventDefault();
        toggleWishlist(product);
      }}
    >
      <button type="submit" aria-pressed={saved} className="flex items-center gap-2 rounded-full border-2 border-brand-600 px-5 py-2.5 text-sm font-bold text-brand-700 hover:bg-brand-50">
        <HeartIcon filled={saved} />
        Wishlist
      </button>
    </form>
  );
}
