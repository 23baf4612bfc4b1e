import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { dehydrate, QueryClient, useIsMutating } from "@tanstack/react-query";
import { CART_QUERY_KEY, useCart } from "~/components/cart/use-cart";
import { CartEmpty, CartLines, useWaitingCartTaps, WaitingAdds } from "~/components/cart/CartLines";
import { AccountPage, Guarded } from "~/components/auth/Guarded";
import { guardedLoader } from "~/lib/auth/guard.server";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { formatPrice } from "~/lib/shared/format";
import { loaderHeadersOnly } from "~/lib/http/http.server";
import { listCart } from "~/lib/cart/cart.server";
import { formToObject } from "~/lib/http/api.server";
import { cartMoney, promoFormAnswer, withRetryAfter } from "~/lib/cart/promotions.server";
import { isPromoIntent, type CartMoney, type PromoActionData } from "~/lib/cart/promo-codes";
import { DiscountLines, PromoCodeBox } from "~/components/cart/PromoCodeBox";

/**
 * /cart: the drawer's content as a page, for direct links and browsers without JavaScript. The cart
 * goes to the client's query cache through the root (ADR 082), so the page and the header's badge are
 * rendered with it on the server.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return guardedLoader(request, async () => {
    const { medusaToken, cartId, cart: checkedCart } = await getCurrentUser(request);
    const queryClient = new QueryClient();
    const [items, money] = medusaToken
      ? await Promise.all([listCart(medusaToken, { cartId, cart: checkedCart }), cartMoney(medusaToken, { cartId, cart: checkedCart })])
      : [[], null];
    queryClient.setQueryData(CART_QUERY_KEY, items);
    // The totals are Medusa's (promotions included); linesKey says which lines they are for.
    return { dehydratedState: dehydrate(queryClient), money, linesKey: linesKeyOf(items) };
  });
}

/** The promo code box's forms (ADR 201); the cart's lines change through /api/cart and /cart/* routes. */
export async function action({ request }: ActionFunctionArgs) {
  const { user, medusaToken } = await getCurrentUser(request);
  if (!user || !medusaToken) return redirect("/auth");
  const form = formToObject(await request.formData());
  if (!isPromoIntent(form.intent)) return redirect("/cart");
  return promoFormAnswer(request, medusaToken, form.intent, form, "/cart");
}

const linesKeyOf = (items: Array<{ id: string; quantity: number }>) => items.map((i) => `${i.id}:${i.quantity}`).join(",");

/**
 * Subtotal, discounts and total as Medusa computed them. When the lines change in the browser
 * (quantity buttons), the page's loader is read again once, so the totals stay Medusa's.
 */
function CartTotals({ money, linesKey, items }: { money: CartMoney | null; linesKey: string; items: Array<{ id: string; quantity: number }> }) {
  const result = useActionData<PromoActionData>();
  const revalidator = useRevalidator();
  // Quantity changes are optimistic: read the totals once the change has settled on the server.
  const changing = useIsMutating() > 0;
  const current = linesKeyOf(items);
  // Asked once per (lines in the browser, lines of the totals) pair, so lines that never match cannot loop.
  const asked = useRef(`${linesKey}|${linesKey}`);
  useEffect(() => {
    const pair = `${current}|${linesKey}`;
    if (current !== linesKey && !changing && asked.current !== pair && revalidator.state === "idle") {
      asked.current = pair;
      revalidator.revalidate();
    }
  }, [current, linesKey, changing, revalidator]);
  if (!money) return null;
  const stale = current !== linesKey;
  return (
    <>
      <dl aria-label="Cart totals" aria-busy={stale || undefined} className={`space-y-1 text-sm ${stale ? "opacity-60" : ""}`}>
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd className="tabular-nums">{formatPrice(money.subtotal)}</dd>
        </div>
        {money.hasDelivery && (
          <div className="flex justify-between">
            <dt>Delivery</dt>
            <dd className="tabular-nums">{money.delivery === 0 ? "Free" : formatPrice(money.delivery)}</dd>
          </div>
        )}
        <DiscountLines discounts={money.discounts} result={result} />
        <div className="flex justify-between border-t border-gray-200 pt-2 text-lg font-bold">
          <dt>Total:</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatPrice(money.total)}
          </dd>
        </div>
      </dl>
      {!money.hasDelivery && <p className="mt-1 text-xs text-gray-600">Delivery is added at checkout.</p>}
      <PromoCodeBox result={result} />
    </>
  );
}

function CartContent({ money, linesKey }: { money: CartMoney | null; linesKey: string }) {
  const { items, count, total } = useCart();
  // Adds tapped offline on this phone, waiting for the connection (ADR 235).
  const { adds } = useWaitingCartTaps();
  return (
    <AccountPage title="Shopping Cart" intro={count > 0 ? `${count} ${count === 1 ? "item" : "items"}` : undefined}>
      <WaitingAdds adds={adds} />
      {items.length === 0 ? (
        adds.length === 0 && <CartEmpty />
      ) : (
        // minmax(0, …): a long product name (truncated) must not widen the column past a small phone.
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <CartLines items={items} />
          <aside className="h-fit rounded-2xl border border-gray-200 p-5">
            {money ? (
              <CartTotals money={money} linesKey={linesKey} items={items} />
            ) : (
              <p className="flex justify-between text-lg font-bold">
                <span>Total:</span>
                <span>{formatPrice(total)}</span>
              </p>
            )}
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
      {!data.signInRequired && <CartContent money={data.money} linesKey={data.linesKey} />}
    </Guarded>
  );
}

export const headers = withRetryAfter(loaderHeadersOnly);

export const meta: MetaFunction = () => [{ title: "Shopping Cart — Glow" }, { name: "robots", content: "noindex" }];
