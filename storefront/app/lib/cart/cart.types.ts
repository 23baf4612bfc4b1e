/** Spec §3 Cart item. `id` is the Medusa line item id. Shared by the server and the browser. */
export interface CartItem {
  id: string;
  quantity: number;
  product: { id: string; name: string; brand: string | null; price: string; imageUrl: string | null };
  /** The shade or size, only for a product sold in several (ADR 200): "220 Natural Beige". */
  variant?: { id: string; title: string };
}

/** A line's name as the shopper reads it: "Fit Me Foundation — 220 Natural Beige", or the product's name alone. */
export function lineTitle(productName: string, variant: { title: string } | null | undefined): string {
  return variant ? `${productName} — ${variant.title}` : productName;
}

export function cartLineName(item: Pick<CartItem, "product" | "variant">): string {
  return lineTitle(item.product.name, item.variant);
}
