import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { AccountPage, Guarded } from "~/components/auth/Guarded";
import { CART_QUERY_KEY, useAddToCart } from "~/components/cart/use-cart";
import { ProductImage } from "~/components/product/ProductImage";
import { WaitingMark } from "~/components/offline/WaitingMark";
import { useToggleWishlist, useWishlist, WISHLIST_QUERY_KEY } from "~/components/wishlist/use-wishlist";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader } from "~/lib/auth/guard.server";
import { formatPrice, stockState } from "~/lib/shared/format";
import { loaderHeadersOnly } from "~/lib/http/http.server";
import { listCart } from "~/lib/cart/cart.server";
import { listWishlist } from "~/lib/wishlist/wishlist.server";

/**
 * The saved products, and the cart for the header's badge, rendered on the server (ADR 082: the root
 * hydrates them above the header). One that cannot be read now is left out, and the browser asks
 * for it after hydration instead of being told it is empty.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return guardedLoader(request, async () => {
    const { medusaToken, cartId, cart: checkedCart } = await getCurrentUser(request);
    const queryClient = new QueryClient();
    if (medusaToken) {
      const [wishlist, cart] = await Promise.allSettled([listWishlist(medusaToken), listCart(medusaToken, { cartId, cart: checkedCart })]);
      if (wishlist.status === "fulfilled") queryClient.setQueryData(WISHLIST_QUERY_KEY, wishlist.value);
      if (cart.status === "fulfilled") queryClient.setQueryData(CART_QUERY_KEY, cart.value);
    }
    return { dehydratedState: dehydrate(queryClient) };
  });
}

function WishlistContent() {
  const { items, waiting } = useWishlist();
  const { toggleWishlist } = useToggleWishlist();
  const addToCart = useAddToCart();
  return (
    <AccountPage title="Wishlist" intro={items.length > 0 ? `${items.length} saved ${items.length === 1 ? "product" : "products"}` : "Tap the heart on any product to save it here."}>
      {items.length === 0 ? (
        <Link to="/products" className="inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          Continue Shopping
        </Link>
      ) : (
        <ul className="divide-y divide-gray-200" data-testid="wishlist-items">
          {items.map(({ product }) => {
            const out = stockState(product.stockQuantity).kind === "out";
            return (
              <li key={product.id} className="flex items-center gap-4 py-4" data-testid="wishlist-item">
                <Link to={`/products/slug/${product.slug}`} className="h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-brand-50">
                  <ProductImage src={product.imageUrl} alt={product.name} className="h-full w-full object-cover" />
                </Link>
                <div className="min-w-0 flex-1">
                  {product.brand && <p className="text-xs font-semibold uppercase text-brand-700">{product.brand}</p>}
                  <Link to={`/products/slug/${product.slug}`} className="font-semibold hover:underline">
                    {product.name}
                  </Link>
                  <p className="text-sm">{formatPrice(product.price)}</p>
                  {out && <p className="text-sm font-semibold text-gray-600">Out of Stock</p>}
                  {waiting.has(product.id) && <WaitingMark />}
                </div>
                <div className="flex flex-col gap-2 sm:flex-row">
                  {/* The wishlist keeps products; a product in shades or sizes is chosen on its page (ADR 200). */}
                  {product.variantCount ? (
                    <Link to={`/products/slug/${product.slug}`} className="rounded-full bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700">
                      {product.optionLabel?.endsWith("sizes") ? "Choose a size" : "Choose a shade"}
                    </Link>
                  ) : (
                  <button
                    type="button"
                    disabled={out}
                    onClick={() => {
                      addToCart({ productId: product.id, quantity: 1, name: product.name });
                      toggleWishlist(product);
                    }}
                    className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
                  >
                    Move to cart
                  </button>
                  )}
                  <button type="button" onClick={() => toggleWishlist(product)} className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-red-700 hover:text-red-700">
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountPage>
  );
}

export default function WishlistPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <Guarded signInRequired={data.signInRequired}>
      {!data.signInRequired && <WishlistContent />}
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Wishlist — Glow" }, { name: "robots", content: "noindex" }];
