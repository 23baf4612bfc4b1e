import { defineWidgetConfig } from "@medusajs/admin-sdk";
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types";
import { Badge, Container, Heading, Text } from "@medusajs/ui";
import { useQuery } from "@tanstack/react-query";
import { ORDER_STEP_LABELS, type ContractOutput, type orderUpdateContracts } from "@glow/shop-contracts";
import { sdk } from "../lib/sdk";

type Answer = ContractOutput<(typeof orderUpdateContracts)["listNotifications"]>;

const STATUS: Record<Answer["notifications"][number]["status"], { label: string; color: "green" | "red" | "orange" }> = {
  success: { label: "Sent", color: "green" },
  failure: { label: "Failed", color: "red" },
  pending: { label: "Sending", color: "orange" },
};

/**
 * Order page: the SMS the shopper was sent at each step (ADR 205), with the Notification module's
 * status, so staff see when the gateway refused one rather than believing the customer was told.
 */
function OrderSmsWidget({ data: order }: DetailWidgetProps<AdminOrder>) {
  const { data, error, isLoading } = useQuery({
    queryKey: ["glow-order-sms", order.id],
    queryFn: () => sdk.client.fetch<Answer>(`/admin/glow/orders/${encodeURIComponent(order.id)}/notifications`),
    // Steps send their SMS just after the dashboard's own request answered.
    refetchInterval: 5_000,
  });
  const notifications = data?.notifications ?? [];
  return (
    <Container className="divide-y p-0" data-testid="order-sms">
      <div className="px-6 py-4">
        <Heading level="h2">SMS to the customer</Heading>
      </div>
      {error && <Text className="px-6 py-4 text-ui-fg-error">Could not load the SMS: {error.message}</Text>}
      {!error && !isLoading && notifications.length === 0 && <Text className="px-6 py-4 text-ui-fg-subtle">No SMS sent about this order yet.</Text>}
      <ul className="divide-y">
        {notifications.map((n) => (
          <li key={n.id} className="flex flex-col gap-1 px-6 py-3" data-testid="order-sms-item" data-status={n.status}>
            <div className="flex items-center justify-between gap-2">
              <Text size="small" weight="plus">
                {n.step ? ORDER_STEP_LABELS[n.step] : (n.template ?? "SMS")}
              </Text>
              <Badge size="2xsmall" color={STATUS[n.status].color}>
                {STATUS[n.status].label}
              </Badge>
            </div>
            <Text size="xsmall" className="text-ui-fg-subtle">
              {new Date(n.created_at).toLocaleString("en-GB", { timeZone: "Africa/Accra", dateStyle: "medium", timeStyle: "short" })} · to {n.to}
            </Text>
            {n.text && (
              <Text size="xsmall" className="text-ui-fg-subtle">
                {n.text}
              </Text>
            )}
          </li>
        ))}
      </ul>
    </Container>
  );
}

export const config = defineWidgetConfig({ zone: "order.details.after" });

export default OrderSmsWidget;
