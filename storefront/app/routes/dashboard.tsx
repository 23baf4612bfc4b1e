import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountShell, buttonClass, Card, StatusBadge } from "~/components/account/AccountShell";
import { Guarded } from "~/components/auth/Guarded";
import { formatOrderDate } from "~/lib/account/orders";
import { greeting, parseSkipped, pendingSetupSteps } from "~/lib/account/setup";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader } from "~/lib/auth/guard.server";
import { formatPrice } from "~/lib/shared/format";
import { loaderHeadersOnly } from "~/lib/http/http.server";
import { getProfile, listAddresses } from "~/lib/account/account.server";
import { listCart } from "~/lib/cart/cart.server";
import { listOrders } from "~/lib/account/orders.server";
import { listWishlist } from "~/lib/wishlist/wishlist.server";

/** Counts are a convenience: if one source fails, the dashboard still shows the rest. */
const orZero = <T,>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);

export async function loader({ request }: LoaderFunctionArgs) {
  return guardedLoader(request, async () => {
    const { medusaToken, cartId, cart: checkedCart } = await getCurrentUser(request);
    if (!medusaToken) return { greeting: greeting(new Date()), recent: [], orderCount: 0, wishlistCount: 0, cartCount: 0, setupSteps: 0 };
    const [orders, wishlist, cart, profile, addresses] = await Promise.all([
      orZero(listOrders(medusaToken, 1, 3), { orders: [], count: 0, page: 1, pages: 1 }),
      orZero(listWishlist(medusaToken), []),
      orZero(listCart(medusaToken, { cartId, cart: checkedCart }), []),
      orZero(getProfile(medusaToken), null),
      orZero(listAddresses(medusaToken), []),
    ]);
    const setupSteps = profile ? pendingSetupSteps({ email: profile.email, addressCount: addresses.length }, parseSkipped(request.headers.get("cookie"))).length : 0;
    return {
      greeting: greeting(new Date()),
      recent: orders.orders,
      orderCount: orders.count,
      wishlistCount: wishlist.length,
      cartCount: cart.reduce((sum, item) => sum + item.quantity, 0),
      setupSteps,
    };
  });
}

const QUICK_LINKS = [
  { to: "/orders", title: "Orders", text: "Track deliveries and see what you bought." },
  { to: "/profile", title: "Profile", text: "Your name, phone number and delivery addresses." },
  { to: "/settings", title: "Settings", text: "Password, sign-in security and devices." },
  { to: "/products", title: "Shop", text: "New arrivals and favourites." },
  { to: "/sale", title: "Sale", text: "Today's lower prices." },
  { to: "/consultation", title: "Book a consultation", text: "Advice for your skin and hair." },
] as const;

export default function Dashboard() {
  const data = useLoaderData<typeof loader>();
  if (data.signInRequired) return <Guarded signInRequired>{null}</Guarded>;
  const { user } = data;
  return (
    <Guarded signInRequired={false}>
      <AccountShell title={`${data.greeting}, ${user.firstName || "there"}`} intro="Everything about your Glow account in one place.">
        {data.setupSteps > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-4">
            <p>
              <strong>Finish setting up your account</strong> — {data.setupSteps} {data.setupSteps === 1 ? "step" : "steps"} left, each takes a minute.
            </p>
            <Link to="/account-setup" className={buttonClass.secondary}>
              Continue
            </Link>
          </div>
        )}
        <ul className="grid grid-cols-3 gap-3" aria-label="Your account at a glance">
          {[
            { to: "/orders", label: "Orders", count: data.orderCount, testId: "orders-count" },
            { to: "/wishlist", label: "Wishlist", count: data.wishlistCount, testId: "wishlist-count" },
            { to: "/cart", label: "In cart", count: data.cartCount, testId: "cart-count" },
          ].map((stat) => (
            <li key={stat.to}>
              <Link to={stat.to} className="block rounded-2xl border border-gray-200 p-4 text-center hover:border-brand-600">
                <span className="block text-2xl font-bold text-brand-700" data-testid={stat.testId}>
                  {stat.count}
                </span>
                <span className="text-sm text-gray-700">{stat.label}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Card title="Recent orders" id="recent-orders">
          {data.recent.length === 0 ? (
            <p className="text-gray-700">
              No orders yet.{" "}
              <Link to="/products" className="font-semibold text-brand-700 underline">
                Start shopping
              </Link>
            </p>
          ) : (
            <ul className="divide-y divide-gray-200">
              {data.recent.map((order) => (
                <li key={order.id}>
                  <Link to={`/orders/${order.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 hover:text-brand-700">
                    <span className="flex-1 font-semibold">
                      Order {order.number} <span className="font-normal text-gray-600">· {formatOrderDate(order.placedAt)}</span>
                    </span>
                    <StatusBadge stage={order.stage} label={order.statusLabel} />
                    <span className="w-24 text-right font-semibold">{formatPrice(order.total)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {data.orderCount > data.recent.length && (
            <Link to="/orders" className={`${buttonClass.quiet} mt-2 px-0`}>
              See all {data.orderCount} orders
            </Link>
          )}
        </Card>
        <nav aria-label="Quick links">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {QUICK_LINKS.map((tile) => (
              <li key={tile.to}>
                <Link to={tile.to} className="block h-full rounded-2xl border border-gray-200 p-4 hover:border-brand-600 hover:shadow-sm">
                  <span className="font-semibold text-gray-900">{tile.title}</span>
                  <span className="mt-1 block text-sm text-gray-600">{tile.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </AccountShell>
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Dashboard — Glow" }, { name: "robots", content: "noindex" }];
