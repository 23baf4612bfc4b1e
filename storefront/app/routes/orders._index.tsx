import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountShell, buttonClass, StatusBadge } from "~/components/account/AccountShell";
import { Guarded } from "~/components/auth/Guarded";
import { formatOrderDate, pageFrom } from "~/lib/account/orders";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader } from "~/lib/auth/guard.server";
import { formatPrice } from "~/lib/shared/format";
import { loaderHeadersOnly } from "~/lib/http/http.server";
import { listOrders, type OrdersPage } from "~/lib/account/orders.server";

const EMPTY: OrdersPage = { orders: [], count: 0, page: 1, pages: 1 };

export async function loader({ request }: LoaderFunctionArgs) {
  return guardedLoader(request, async () => {
    const { medusaToken } = await getCurrentUser(request);
    const page = pageFrom(new URL(request.url).searchParams.get("page"));
    return { orders: medusaToken ? await listOrders(medusaToken, page) : EMPTY };
  });
}

export default function Orders() {
  const data = useLoaderData<typeof loader>();
  if (data.signInRequired) return <Guarded signInRequired>{null}</Guarded>;
  const { orders, count, page, pages } = data.orders;
  return (
    <Guarded signInRequired={false}>
      <AccountShell title="Orders" intro={count > 0 ? `${count} ${count === 1 ? "order" : "orders"}, newest first.` : undefined}>
        {orders.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-gray-300 p-8 text-center">
            <p className="text-lg font-semibold">{page > 1 ? "No orders on this page." : "You haven't placed an order yet."}</p>
            <p className="mt-1 text-gray-600">When you do, you can follow it here from the shop to your door.</p>
            <Link to="/products" className={`${buttonClass.primary} mt-4`}>
              Continue Shopping
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200" data-testid="orders-list">
            {orders.map((order) => (
              <li key={order.id} data-testid="order-row">
                <Link to={`/orders/${order.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4 hover:bg-brand-50 focus-visible:bg-brand-50 sm:flex-nowrap">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">
                      Order <span data-testid="order-number">{order.number}</span>
                    </p>
                    <p className="text-sm text-gray-600">
                      <time dateTime={order.placedAt ?? undefined}>{formatOrderDate(order.placedAt)}</time> · {order.itemCount} {order.itemCount === 1 ? "item" : "items"}
                    </p>
                  </div>
                  <StatusBadge stage={order.stage} label={order.statusLabel} />
                  <p className="w-28 text-right font-semibold">{formatPrice(order.total)}</p>
                  <span aria-hidden="true" className="hidden text-gray-400 sm:inline">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label="Order pages" className="flex items-center justify-between">
            {page > 1 ? (
              <Link to={`/orders?page=${page - 1}`} className={buttonClass.secondary} rel="prev">
                Newer orders
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-gray-600">
              Page {page} of {pages}
            </p>
            {page < pages ? (
              <Link to={`/orders?page=${page + 1}`} className={buttonClass.secondary} rel="next">
                Older orders
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </AccountShell>
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Orders — Glow" }, { name: "robots", content: "noindex" }];
