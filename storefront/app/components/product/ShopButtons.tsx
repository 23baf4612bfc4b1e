import { Link, useLocation } from "@remix-run/react";
import type { FormEvent } from "react";
import { Tooltip } from "~/components/ui/tooltip";
import { stockState } from "~/lib/shared/format";
import { returnPathOf } from "~/lib/http/return-path";
import type { ShopSurface } from "~/lib/http/shop-toasts";
import type { Product } from "~/lib/shared/types";
import { HeartIcon } from "./icons";
import { useAddToCart, useToggleWishlist } from "./useShopActions";

/** The no-JavaScript form posts (routes/cart.add.ts, routes/wishlist.toggle.ts; ADR 081). */
export const ADD_TO_CART_ACTION = "/cart/add";
export const TOGGLE_WISHLIST_ACTION = "/wishlist/toggle";

/**
 * The buttons are real forms posting to the storefront: before the page's JavaScript has started
 * (ADR 076) or without it, the server adds to the cart or toggles the wishlist and sends the
 * shopper back to this page with the toast (signed out: to /auth). With JavaScript the hooks in
 * useShopActions handle the submit (optimistic, no page load) and the form is never sent.
 */
function ShopFormFields({ product, variantId }: { product: Product; variantId?: string }) {
  const location = useLocation();
  return (
    <>
      <input type="hidden" name="productId" value={product.id} />
      {variantId && <input type="hidden" name="variantId" value={variantId} />}
      <input type="hidden" name="redirectTo" value={returnPathOf(location)} />
    </>
  );
}

/**
 * `formId`: the form's id when the quantity field lives elsewhere on the page and joins this form
 * with `form={formId}` (the product page's stepper), so a quantity typed before JavaScript runs is
 * the one posted; otherwise the form carries `quantity` itself.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  label = "ADD TO CART",
  className = "",
  formId,
  surface = "card",
  variant,
}: {
  product: Product;
  /** The chosen shade or size of a product sold in several (ADR 200); its stock is `product.stockQuantity`. */
  variant?: { id: string; title: string } | null;
  quantity?: number;
  label?: string;
  className?: string;
  formId?: string;
  /** The product dialog and page answer errors as spec §8's "Product dialog" says. */
  surface?: ShopSurface;
}) {
  const { addToCart, pending } = useAddToCart(surface);
  const out = stockState(product.stockQuantity).kind === "out";
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!out) addToCart(product, quantity, variant ?? undefined);
  };
  // A card or dialog of a product in shades or sizes: the choice is made on its page (ADR 200).
  if (product.variantCount && !variant) {
    return (
      <div className={className}>
        <Link
          to={`/products/slug/${product.slug}`}
          reloadDocument
          className="block w-full rounded-full bg-brand-600 px-4 py-2.5 text-center text-sm font-bold tracking-wide text-white hover:bg-brand-700"
        >
          {chooseLabel(product)}
        </Link>
      </div>
    );
  }
  return (
    <form method="post" action={ADD_TO_CART_ACTION} onSubmit={onSubmit} className={className} id={formId}>
      <ShopFormFields product={product} variantId={variant?.id} />
      {!formId && <input type="hidden" name="quantity" value={quantity} />}
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

/** "CHOOSE SHADE" / "CHOOSE SIZE" / "CHOOSE OPTIONS", from what the card says ("8 shades"). */
export function chooseLabel(product: Pick<Product, "optionLabel">): string {
  const kind = /shades$/.test(product.optionLabel ?? "") ? "SHADE" : /sizes$/.test(product.optionLabel ?? "") ? "SIZE" : "OPTIONS";
  return `CHOOSE ${kind}`;
}

export function WishlistHeart({ product, className = "" }: { product: Product; className?: string }) {
  const { toggleWishlist, isInWishlist } = useToggleWishlist();
  const saved = isInWishlist(product.id);
  const label = saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`;
  return (
    <form
      method="post"
      action={TOGGLE_WISHLIST_ACTION}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        toggleWishlist(product);
      }}
    >
      <ShopFormFields product={product} />
      <Tooltip label={saved ? "Remove from wishlist" : "Add to wishlist"}>
        <button type="submit" aria-label={label} aria-pressed={saved} className="flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow hover:bg-brand-50">
          <HeartIcon filled={saved} />
        </button>
      </Tooltip>
    </form>
  );
}

/** The product dialog's (and page's) Wishlist button: spec §8's "Product dialog" error answers. */
export function WishlistButton({ product }: { product: Product }) {
  const { toggleWishlist, isInWishlist } = useToggleWishlist("dialog");
  const saved = isInWishlist(product.id);
  return (
    <form
      method="post"
      action={TOGGLE_WISHLIST_ACTION}
      onSubmit={(event) => {
        event.preventDefault();
        toggleWishlist(product);
      }}
    >
      <ShopFormFields product={product} />
      <button type="submit" aria-pressed={saved} className="flex items-center gap-2 rounded-full border-2 border-brand-600 px-5 py-2.5 text-sm font-bold text-brand-700 hover:bg-brand-50">
        <HeartIcon filled={saved} />
        Wishlist
      </button>
    </form>
  );
}
