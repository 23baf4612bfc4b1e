import { defineWidgetConfig } from "@medusajs/admin-sdk";
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types";
import { Container, Heading, Text } from "@medusajs/ui";
import { useQuery } from "@tanstack/react-query";
import type { ContractOutput, wishlistContracts } from "@glow/shop-contracts";
import { sdk } from "../lib/sdk";

/**
 * Product page (side column): how many customers have this product on their wishlist, so staff see
 * demand, e.g. for items that are out of stock. Reads GET /admin/products/:id/wishlist-count through
 * the SDK with the dashboard's own session (the dashboard is served by Medusa, same origin).
 */
function ProductWishlistDemandWidget({ data: product }: DetailWidgetProps<AdminProduct>) {
  const { data, isPending, isError } = useQuery({
    queryKey: ["glow-wishlist-count", product.id],
    queryFn: () => sdk.client.fetch<ContractOutput<typeof wishlistContracts.adminCount>>(`/admin/products/${encodeURIComponent(product.id)}/wishlist-count`),
  });
  const state = isPending ? { status: "loading" as const } : isError ? { status: "error" as const } : { status: "ready" as const, count: data.count };

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
