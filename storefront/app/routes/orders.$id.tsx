import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountShell, buttonClass, Card, StatusBadge } from "~/components/account/AccountShell";
import { Guarded } from "~/components/auth/Guarded";
import { ProductImage } from "~/components/product/ProductImage";
import { formatOrderDate, type OrderDetail, type OrderStage } from "~/lib/account/orders";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader } from "~/lib/auth/guard.server";
import { formatPrice } from "~/lib/shared/format";
import { loaderHeadersOnly } from "~/lib/http/http.server";
import { toStorefrontImageUrl } from "~/lib/media/media";
import { getOrder } from "~/lib/account/orders.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return guardedLoader(request, async (user) => {
    const { medusaToken } = await getCurrentUser(request);
    const order = medusaToken ? await getOrder(medusaToken, params.id ?? "", user.id) : null;
    // Unknown and other customers' orders look the same: not found.
    if (!order) throw new Response("Order not found", { status: 404 });
    return { order: { ...order, lines: order.lines.map((l) => ({ ...l, thumbnail: toStorefrontImageUrl(l.thumbnail) })) } };
  });
}

const STEPS: Array<{ stage: OrderStage; label: string }> = [
  { stage: "placed", label: "Placed" },
  { stage: "packed", label: "Packed" },
  { stage: "shipped", label: "On its way" },
  { stage: "delivered", label: "Delivered" },
];

function Progress({ order }: { order: OrderDetail }) {
  if (order.stage === "cancelled") return <p className="font-semibold text-gray-800">This order was cancelled.</p>;
  const reached = STEPS.findIndex((s) => s.stage === order.stage);
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label="Order progress">
      {STEPS.map((step, index) => (
        <li key={step.stage} aria-current={index === reached ? "step" : undefined} className="flex flex-col gap-1">
          <span className={`h-1.5 rounded-full ${index <= reached ? "bg-brand-600" : "bg-gray-200"}`} />
          <span className={`text-xs sm:text-sm ${index <= reached ? "font-semibold text-gray-900" : "text-gray-500"}`}>{step.label}</span>
        </li>
      ))}
    </ol>
  );
}

/** What happened and when: the same steps the shopper was told of by SMS (ADR 205). */
function Timeline({ order }: { order: OrderDetail }) {
  if (order.timeline.length === 0) return null;
  return (
    <ol className="mt-4 space-y-2 border-t border-gray-200 pt-4 text-sm" aria-label="Order history" data-testid="order-timeline">
      {order.timeline.map((entry) => (
        <li key={`${entry.step}-${entry.at}`} className="flex flex-wrap justify-between gap-x-4" data-step={entry.step}>
          <span className="font-semibold text-gray-900">
            {entry.label}
            {entry.note && <span className="font-normal text-gray-700"> · {entry.note}</span>}
          </span>
          {entry.at && (
            <time dateTime={entry.at} className="text-gray-600">
              {formatOrderDate(entry.at)}
            </time>
          )}
        </li>
      ))}
    </ol>
  );
}

export default function OrderPage() {
  const data = useLoaderData<typeof loader>();
  if (data.signInRequired) return <Guarded signInRequired>{null}</Guarded>;
  const order = data.order as OrderDetail;
  return (
    <Guarded signInRequired={false}>
      <AccountShell
        title={`Order ${order.number}`}
        intro={
          <>
            Placed on <time dateTime={order.placedAt ?? undefined}>{formatOrderDate(order.placedAt)}</time>
          </>
        }
        actions={
          <Link to="/orders" className={buttonClass.quiet}>
            ← All orders
          </Link>
        }
      >
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-lg font-semibold">
              Status: <StatusBadge stage={order.stage} label={order.statusLabel} />
            </p>
            {order.deliveredAt ? (
              <p className="text-sm text-gray-700" data-testid="delivered-on">
                Delivered on {formatOrderDate(order.deliveredAt)}
              </p>
            ) : order.shippedAt ? (
              <p className="text-sm text-gray-700">Sent on {formatOrderDate(order.shippedAt)}</p>
            ) : null}
          </div>
          <div className="mt-4">
            <Progress order={order} />
          </div>
          <Timeline order={order} />
        </Card>

        <Card title="Items" id="items">
          <ul className="divide-y divide-gray-200">
            {order.lines.map((line) => (
              <li key={line.id} className="flex gap-4 py-3" data-testid="order-line">
                <div className="h-16 w-16 shrink-0 overflow-hidden rounded-xl bg-brand-50">
                  <ProductImage src={line.thumbnail} alt="" className="h-full w-full object-cover" />
                </div>
                <div className="min-w-0 flex-1">
                  {line.handle ? (
                    <Link to={`/products/slug/${line.handle}`} className="font-semibold hover:underline">
                      {line.title}
                    </Link>
                  ) : (
                    <p className="font-semibold">{line.title}</p>
                  )}
                  {line.variant && <p className="text-sm text-gray-600">{line.variant}</p>}
                  <p className="text-sm text-gray-700">
                    {line.quantity} × {formatPrice(line.unitPrice)}
                  </p>
                  {line.canReview && line.handle && (
                    <Link to={`/products/slug/${line.handle}#reviews`} className="mt-1 inline-block text-sm font-semibold text-brand-700 underline">
                      Write a review
                    </Link>
                  )}
                </div>
                <p className="font-semibold">{formatPrice(line.total)}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-4 space-y-1 border-t border-gray-200 pt-4 text-sm">
            <div className="flex justify-between">
              <dt>Subtotal</dt>
              <dd>{formatPrice(order.totals.subtotal)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Delivery</dt>
              <dd>{order.totals.delivery === 0 ? "Free" : formatPrice(order.totals.delivery)}</dd>
            </div>
            {order.totals.discount > 0 && (
              <div className="flex justify-between text-emerald-800">
                <dt>Discount</dt>
                <dd>-{formatPrice(order.totals.discount)}</dd>
              </div>
            )}
            <div className="flex justify-between pt-1 text-base font-bold">
              <dt>Total</dt>
              <dd data-testid="order-total">{formatPrice(order.totals.total)}</dd>
            </div>
          </dl>
        </Card>

        <div className="grid gap-6 md:grid-cols-2">
          <Card title="Delivery" id="delivery">
            {order.shippingMethod && <p className="font-semibold">{order.shippingMethod}</p>}
            {order.address ? (
              <address className="mt-1 not-italic text-sm text-gray-700">
                {order.address.name && <span className="block">{order.address.name}</span>}
                {order.address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                {order.address.phone && <span className="block">Phone: {order.address.phone}</span>}
              </address>
            ) : (
              <p className="text-sm text-gray-600">No delivery address on this order.</p>
            )}
          </Card>
          <Card title="Payment" id="payment">
            <p className="font-semibold" data-testid="payment-status">
              {order.paymentStatus}
            </p>
            {order.paymentMethod && <p className="text-sm text-gray-700">{order.paymentMethod}</p>}
          </Card>
        </div>
        <p className="text-sm text-gray-600">
          Questions about this order? <Link to="/contact" className="font-semibold text-brand-700 underline">Contact us</Link> and quote {order.number}.
        </p>
      </AccountShell>
    </Guarded>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-2xl font-bold">Order not found</h1>
      <p className="mt-2 text-gray-700">We couldn't find this order in your account.</p>
      <Link to="/orders" className={`${buttonClass.primary} mt-6`}>
        See your orders
      </Link>
    </div>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data && !data.signInRequired ? `Order ${data.order.number} — Glow` : "Order — Glow" },
  { name: "robots", content: "noindex" },
];
