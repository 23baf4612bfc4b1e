import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { CART_QUERY_KEY, useCart } from "~/components/cart/use-cart";
import { CartEmpty, CartLines } from "~/components/cart/CartLines";
import { AccountPage, Guarded } from "~/components/auth/Guarded";
import { guardedLoader } from "~/lib/auth/guard.server";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { formatPrice } from "~/lib/shared/format";
import { loaderHeadersOnly } from "~/lib/http/http.server";
import { listCart } from "~/lib/cart/cart.server";

/**
 * /cart: the drawer's content as a page, for direct links and browsers without JavaScript. The cart
 * goes to the client's query cache through the root (ADR 082), so the page and the header's badge are
 * rendered with it on the server.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return guardedLoader(request, async () => {
    const { medusaToken, cartId, cart: checkedCart } = await getCurrentUser(request);
    const queryClient = new QueryClient();
    queryClient.setQueryData(CART_QUERY_KEY, medusaToken ? await listCart(medusaToken, { cartId, cart: checkedCart }) : []);
    return { dehydratedState: dehydrate(queryClient) };
  });
}

function CartContent() {
  const { items, count, total } = useCart();
  return (
    <AccountPage title="Shopping Cart" intro={count > 0 ? `${count} ${count === 1 ? "item" : "items"}` : undefined}>
      {items.length === 0 ? (
        <CartEmpty />
      ) : (
        // minmax(0, …): a long product name (truncated) must not widen the column past a small phone.
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <CartLines items={items} />
          <aside className="h-fit rounded-2xl border border-gray-200 p-5">
            <p className="flex justify-between text-lg font-bold">
              <span>Total:</span>
              <span>{formatPrice(total)}</span>
            </p>
            <Link to="/checkout" className="mt-4 block rounded-full bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700">
              Proceed to Checkout
            </Link>
          </aside>
        </div>
      )}
    </AccountPage>
  );
}

export default function CartPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <Guarded signInRequired={data.signInRequired}>
      {!data.signInRequired && <CartContent />}
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Shopping Cart — Glow" }, { name: "robots", content: "noindex" }];
