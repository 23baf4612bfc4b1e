import { stockState } from "~/lib/shared/format";

/** Spec §2 product dialog: 'In Stock ({n} available)' or 'Out of Stock'. */
export function stockBadgeText(stockQuantity: number | null): string {
  return stockState(stockQuantity).kind === "out" ? "Out of Stock" : `In Stock (${stockQuantity} available)`;
}

export function StockBadge({ stockQuantity }: { stockQuantity: number | null }) {
  const out = stockState(stockQuantity).kind === "out";
  return (
    <span data-testid="stock-badge" className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${out ? "bg-gray-200 text-gray-800" : "bg-emerald-100 text-emerald-900"}`}>
      {stockBadgeText(stockQuantity)}
    </span>
  );
}
