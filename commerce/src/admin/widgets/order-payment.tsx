import { defineWidgetConfig } from "@medusajs/admin-sdk";
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types";
import { Container, Heading, Text } from "@medusajs/ui";
import { useQuery } from "@tanstack/react-query";
import { orderPaymentLines, type OrderPaymentInput } from "@glow/shop-contracts";
import { sdk } from "../lib/sdk";

const FIELDS = [
  "id",
  "total",
  "payment_status",
  "payment_collections.captured_amount",
  "payment_collections.refunded_amount",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.data",
  "payment_collections.payments.canceled_at",
].join(",");

/**
 * Order page: the payment once and in words (issue 30 point 5) — "Pay on delivery", "Awaiting cash on
 * delivery", what was collected, refunded and is still to collect — beside Medusa's own payment
 * section, which prints the provider id and every amount with both GH₵ and GHS.
 */
function OrderPaymentWidget({ data: order }: DetailWidgetProps<AdminOrder>) {
  const { data, error } = useQuery({
    // The dashboard's own payment steps (capture, refund) change it: read it fresh on each visit.
    queryKey: ["glow-order-payment", order.id, order.payment_status],
    queryFn: () => sdk.client.fetch<{ order: OrderPaymentInput }>(`/admin/orders/${encodeURIComponent(order.id)}`, { query: { fields: FIELDS } }),
  });
  const lines = data ? orderPaymentLines(data.order) : [];
  return (
    <Container className="divide-y p-0" data-testid="order-payment">
      <div className="px-6 py-4">
        <Heading level="h2">Payment</Heading>
      </div>
      {error && <Text className="px-6 py-4 text-ui-fg-error">Could not load the payment: {error.message}</Text>}
      {lines.length > 0 && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 px-6 py-4">
          {lines.map((line) => (
            <div key={line.label} className="contents" data-testid="order-payment-line">
              <dt className="txt-compact-small text-ui-fg-subtle">{line.label}</dt>
              <dd className="txt-compact-small-plus text-ui-fg-base text-right">{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Container>
  );
}

export const config = defineWidgetConfig({ zone: "order.details.side.before" });

export default OrderPaymentWidget;
