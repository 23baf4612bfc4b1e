import { defineWidgetConfig } from "@medusajs/admin-sdk";
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types";
import { Container, Heading, Text } from "@medusajs/ui";
import { useEffect, useState } from "react";

type State = { status: "loading" } | { status: "ready"; count: number } | { status: "error" };

/**
 * Product page (side column): how many customers have this product on their wishlist, so staff see
 * demand, e.g. for items that are out of stock. Reads GET /admin/products/:id/wishlist-count with the
 * dashboard's own session (the dashboard is served by Medusa, same origin).
 */
function ProductWishlistDemandWidget({ data: product }: DetailWidgetProps<AdminProduct>) {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    fetch(`/admin/products/${encodeURIComponent(product.id)}/wishlist-count`, { credentials: "include", signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { count: number };
        setState({ status: "ready", count: body.count });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error" });
        return error;
      });
    return () => controller.abort();
  }, [product.id]);

  const text =
    state.status === "loading"
      ? "Loading…"
      : state.status === "error"
        ? "Could not load the wishlist count."
        : state.count === 0
          ? "No customer has this product on their wishlist yet."
          : `${state.count} ${state.count === 1 ? "customer wishes" : "customers wish"} for this product.`;

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">Wishlists</Heading>
        {state.status === "ready" && (
          <Text size="xlarge" weight="plus" data-testid="wishlist-count">
            {state.count}
          </Text>
        )}
      </div>
      <div className="px-6 py-4">
        <Text size="small" className="text-ui-fg-subtle">
          {text}
        </Text>
      </div>
    </Container>
  );
}

export const config = defineWidgetConfig({ zone: "product.details.side.after" });

export default ProductWishlistDemandWidget;
