import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { RETURN_REASONS, type OrderReturnsAnswer } from "@glow/shop-contracts";
import { AccountShell, buttonClass, Card, StatusBadge } from "~/components/account/AccountShell";
import { ResultLine, useResultToast, type ActionResult } from "~/components/account/use-result-toast";
import { Guarded } from "~/components/auth/Guarded";
import { ProductImage } from "~/components/product/ProductImage";
import { formatOrderDate, type OrderDetail, type OrderStage } from "~/lib/account/orders";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader } from "~/lib/auth/guard.server";
import { formatPrice } from "~/lib/shared/format";
import { loaderHeadersOnly } from "~/lib/http/http.server";
import { toStorefrontImageUrl } from "~/lib/media/media";
import { getOrder } from "~/lib/account/orders.server";
import { formFields } from "~/lib/account/forms";
import { quantityField, returnLinesById, returnRequestFromForm, returnStateLabel } from "~/lib/returns/returns";
import { getOrderReturns, requestReturn } from "~/lib/returns/returns.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return guardedLoader(request, async (user) => {
    const { medusaToken } = await getCurrentUser(request);
    const [order, returns] = medusaToken ? await Promise.all([getOrder(medusaToken, params.id ?? "", user.id), getOrderReturns(medusaToken, params.id ?? "")]) : [null, null];
    // Unknown and other customers' orders look the same: not found.
    if (!order) throw new Response("Order not found", { status: 404 });
    const returnLines = returnLinesById(returns);
    return {
      order: {
        ...order,
        lines: order.lines.map((l) => ({
          ...l,
          thumbnail: toStorefrontImageUrl(l.thumbnail),
          // An item that went back to the shop (received, then refunded) is no longer the shopper's to
          // review: the reviews plugin's can-review says the same (plugins/reviews/src/lib/eligibility.ts).
          canReview: l.canReview && (returnLines.get(l.id)?.receivedQuantity ?? 0) < l.quantity,
        })),
      },
      returns,
    };
  });
}

/**
 * The return request form (ADR 230), with or without JavaScript: checked here with the same schema
 * the commerce app checks it with, then sent; the commerce app decides what may be returned.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const current = await getCurrentUser(request);
  if (!current.user || !current.medusaToken) return data<ActionResult>({ ok: false, form: "return", message: "Please sign in again." }, { status: 401 });
  const parsed = returnRequestFromForm(formFields(await request.formData()));
  if (!parsed.ok) return data<ActionResult>({ ok: false, form: "return", title: "Not sent", message: parsed.message }, { status: 400 });
  const result = await requestReturn(current.medusaToken, params.id ?? "", parsed.body);
  if (!result.ok) return data<ActionResult>({ ok: false, form: "return", title: "Not sent", message: result.message }, { status: result.status >= 500 ? 502 : result.status });
  return data<ActionResult>({ ok: true, form: "return", title: "Return requested", message: "We got your return request. We will contact you to arrange the pickup." });
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

/** The order's returns and, while items may still go back, the form to ask (ADR 230). */
function ReturnsCard({ order, returns }: { order: OrderDetail; returns: OrderReturnsAnswer | null }) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  useResultToast(result);
  if (!returns) return null;
  const lines = returnLinesById(returns);
  const titleOf = (lineId: string) => order.lines.find((l) => l.id === lineId)?.title ?? "Item";
  const returnable = order.lines.filter((l) => (lines.get(l.id)?.returnableQuantity ?? 0) > 0);
  const lastDay = returnable
    .map((l) => lines.get(l.id)?.returnBy)
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
  if (returns.returns.length === 0 && returnable.length === 0) return null;
  return (
    <Card title="Returns" id="returns">
      {returns.returns.length > 0 && (
        <ul className="mb-4 space-y-3" data-testid="order-returns">
          {returns.returns.map((ret) => (
            <li key={ret.id} className="rounded-xl border border-gray-200 p-3 text-sm" data-testid="order-return" data-state={ret.state}>
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{returnStateLabel(ret.state)}</span>
                <time dateTime={ret.created_at} className="text-gray-600">
                  Asked on {formatOrderDate(ret.created_at)}
                </time>
              </p>
              <ul className="mt-1 text-gray-700">
                {ret.items.map((item) => (
                  <li key={item.line_id}>
                    {item.quantity} × {titleOf(item.line_id)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {returns.open_request ? (
        <p className="text-sm text-gray-700">We have your return request and will contact you to arrange it. You can ask for another return once we have answered.</p>
      ) : returnable.length > 0 ? (
        <Form method="post" className="space-y-4" aria-label="Return items" data-testid="return-form">
          <p className="text-sm text-gray-700">
            You can return delivered items within {returns.window_days} days of delivery{lastDay ? <>, until {formatOrderDate(lastDay)}</> : null}.{" "}
            <Link to="/returns" className="font-semibold text-brand-700 underline">
              What can be returned
            </Link>
          </p>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">How many of each item?</legend>
            {returnable.map((line) => {
              const max = lines.get(line.id)?.returnableQuantity ?? 0;
              return (
                <label key={line.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 flex-1">
                    {line.title}
                    {line.variant && <span className="text-gray-600"> · {line.variant}</span>}
                    <span className="block text-xs text-gray-600">up to {max}</span>
                  </span>
                  <input
                    type="number"
                    name={quantityField(line.id)}
                    min={0}
                    max={max}
                    step={1}
                    defaultValue={0}
                    inputMode="numeric"
                    className="w-20 rounded-lg border border-gray-300 px-2 py-1.5"
                    aria-label={`Quantity of ${line.title} to return`}
                  />
                </label>
              );
            })}
          </fieldset>
          <label className="block text-sm">
            <span className="font-semibold">Why are you returning them?</span>
            <select name="reason" required defaultValue="" className="mt-1 block w-full rounded-lg border border-gray-300 px-2 py-2">
              <option value="" disabled>
                Choose a reason
              </option>
              {RETURN_REASONS.map((reason) => (
                <option key={reason.value} value={reason.value}>
                  {reason.label}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm">
            <span className="font-semibold">Anything we should know? (optional)</span>
            <textarea name="note" maxLength={500} rows={2} className="mt-1 block w-full rounded-lg border border-gray-300 px-2 py-2" />
          </label>
          <ResultLine result={result} form="return" />
          <button type="submit" className={buttonClass.primary} disabled={navigation.state === "submitting"}>
            Ask to return
          </button>
        </Form>
      ) : null}
      {returns.open_request || returnable.length === 0 ? <ResultLine result={result} form="return" /> : null}
    </Card>
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

        <ReturnsCard order={order} returns={data.returns as OrderReturnsAnswer | null} />

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
