import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod/mini";
import { AccountPage, Guarded } from "~/components/auth/Guarded";
import { formatGhanaAddress } from "~/lib/address/ghana-address";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader } from "~/lib/auth/guard.server";
import { formatPrice } from "~/lib/shared/format";
import { loaderHeadersOnly } from "~/lib/http/http.server";
import { PAYMENT_LABELS, PAY_ON_DELIVERY } from "~/lib/checkout/payment-methods";
import { getPlacedOrder } from "~/lib/checkout/checkout.server";

const searchSchema = z.object({ order: z.string().check(z.regex(/^order_[A-Za-z0-9]{10,40}$/)) });

/** /checkout/success?order=…: the order just placed (only the customer's own orders). */
export async function loader({ request }: LoaderFunctionArgs) {
  return guardedLoader(request, async (user) => {
    const parsed = searchSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    const { medusaToken } = await getCurrentUser(request);
    const order = parsed.success && medusaToken ? await getPlacedOrder(medusaToken, user.id, parsed.data.order) : null;
    return { order };
  });
}

export default function CheckoutSuccessPage() {
  const data = useLoaderData<typeof loader>();
  if (data.signInRequired) return <Guarded signInRequired>{null}</Guarded>;
  const { order } = data;
  if (!order) {
    return (
      <Guarded signInRequired={false}>
        <AccountPage title="Order not found" intro="We could not find this order in your account. Your orders are listed on the Orders page.">
          <Link to="/orders" className="inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            My orders
          </Link>
        </AccountPage>
      </Guarded>
    );
  }
  const payOnDelivery = order.paymentProviderId === PAY_ON_DELIVERY;
  return (
    <Guarded signInRequired={false}>
      <AccountPage title="Thank you for your order!" intro={<>Order number <strong>#{order.displayId}</strong> is confirmed. We have sent you an SMS with the details.</>}>
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-6">
            <section aria-labelledby="next-heading" className="rounded-2xl border border-green-200 bg-green-50 p-5">
              <h2 id="next-heading" className="text-lg font-bold text-green-900">
                What happens next
              </h2>
              <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-green-950">
                <li>We pack your order at our Accra warehouse.</li>
                <li>
                  {/pickup/i.test(order.deliveryName ?? "")
                    ? "We send you an SMS when it is ready to collect at our Osu store."
                    : "The rider calls you before delivering to the address below."}
                </li>
                <li>
                  {payOnDelivery
                    ? `Pay ${formatPrice(order.totals.total)} in cash or by mobile money when your order arrives.`
                    : "Your payment is received: nothing more to pay."}
                </li>
              </ol>
            </section>
            <section aria-labelledby="items-heading" className="rounded-2xl border border-gray-200 p-5">
              <h2 id="items-heading" className="text-lg font-bold">
                Items
              </h2>
              <ul className="mt-3 divide-y divide-gray-100">
                {order.lines.map((line) => (
                  <li key={line.id} className="flex justify-between gap-3 py-2 text-sm">
                    <span>
                      {line.title} <span className="text-gray-600">× {line.quantity}</span>
                    </span>
                    <span className="tabular-nums">{formatPrice(line.total)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="delivery-heading" className="rounded-2xl border border-gray-200 p-5 text-sm">
              <h2 id="delivery-heading" className="text-lg font-bold">
                Delivery
              </h2>
              <p className="mt-2 font-semibold">{order.deliveryName}</p>
              {order.address && (
                <p className="mt-1">
                  {order.address.firstName} {order.address.lastName} · {order.address.phone}
                  <br />
                  {formatGhanaAddress(order.address)}
                </p>
              )}
              <p className="mt-3">
                <span className="font-semibold">Payment:</span> {order.paymentProviderId ? (PAYMENT_LABELS[order.paymentProviderId]?.title ?? order.paymentProviderId) : "—"}
              </p>
            </section>
          </div>
          <aside aria-label="Order totals" className="h-fit rounded-2xl border border-gray-200 p-5">
            <dl className="space-y-1 text-sm">
              <div className="flex justify-between">
                <dt>Subtotal</dt>
                <dd className="tabular-nums">{formatPrice(order.totals.subtotal)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>Delivery</dt>
                <dd className="tabular-nums">{order.totals.delivery === 0 ? "Free" : formatPrice(order.totals.delivery)}</dd>
              </div>
              {order.totals.discount > 0 && (
                <div className="flex justify-between">
                  <dt>Discounts</dt>
                  <dd className="tabular-nums">−{formatPrice(order.totals.discount)}</dd>
                </div>
              )}
              <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
                <dt>Total</dt>
                <dd className="tabular-nums">{formatPrice(order.totals.total)}</dd>
              </div>
            </dl>
            <Link to="/products" className="mt-5 block rounded-full bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700">
              Continue Shopping
            </Link>
            <Link to="/orders" className="mt-2 block text-center text-sm font-semibold text-brand-700 underline">
              See my orders
            </Link>
          </aside>
        </div>
      </AccountPage>
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Order confirmed — Glow" }, { name: "robots", content: "noindex" }];
