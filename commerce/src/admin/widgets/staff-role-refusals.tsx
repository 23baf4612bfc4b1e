import { defineWidgetConfig } from "@medusajs/admin-sdk";
import { toast } from "@medusajs/ui";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/** What the server answers when a staff role may not do something (ADR 225): a 403 with a message. */
function refusal(error: unknown): string | undefined {
  const e = error as { status?: unknown; message?: unknown } | null;
  return e && e.status === 403 && typeof e.message === "string" && e.message ? e.message : undefined;
}

const watched = new WeakSet<QueryClient>();

/**
 * Staff roles in the dashboard (ADR 225): many of Medusa's own forms (a product's prices, for one)
 * show nothing when their request is refused, so a staff member whose role may not do a thing would
 * see a button that does nothing. This listens, once per dashboard, to the dashboard's own React
 * Query caches (the same client, ADR 130) and shows the server's 403 message as a toast — the same
 * message once, however many requests it refused. It renders nothing itself.
 */
function watchRefusals(client: QueryClient) {
  if (watched.has(client)) return;
  watched.add(client);
  const show = (error: unknown) => {
    const message = refusal(error);
    if (message) toast.error("Not allowed", { id: `staff-role:${message}`, description: message });
  };
  client.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") show(event.action.error);
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") show(event.action.error);
  });
}

function StaffRoleRefusals() {
  const client = useQueryClient();
  useEffect(() => watchRefusals(client), [client]);
  return null;
}

// The pages staff open first (orders, products, customers) and those a role may be refused: any one
// of them starts the listener for the rest of the visit.
export const config = defineWidgetConfig({
  zone: [
    "order.list.before",
    "order.details.before",
    "product.list.before",
    "product.details.before",
    "product_variant.details.before",
    "customer.list.before",
    "customer.details.before",
    "price_list.list.before",
    "price_list.details.before",
    "promotion.list.before",
    "inventory_item.list.before",
    "user.list.before",
    "store.details.before",
    "profile.details.before",
  ],
});

export default StaffRoleRefusals;
