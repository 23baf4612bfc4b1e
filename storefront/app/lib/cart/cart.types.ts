/** Spec §3 Cart item. `id` is the Medusa line item id. Shared by the server and the browser. */
export interface CartItem {
  id: string;
  quantity: number;
  product: { id: string; name: string; brand: string | null; price: string; imageUrl: string | null };
}
