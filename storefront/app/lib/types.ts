/** The shapes the browser sees (spec §3). Medusa's snake_case never leaves the server. */
export interface Product {
  id: string;
  name: string;
  slug: string;
  brand: string | null;
  /** Current price, two decimals, e.g. "179.00". */
  price: string;
  /** The regular price when the product is on sale, else null. */
  originalPrice: string | null;
  imageUrl: string | null;
  description: string | null;
  /** Units available; null counts as out of stock. */
  stockQuantity: number | null;
  rating: number;
  reviewCount: number;
  isNew: boolean;
  isFeatured: boolean;
  category: { name: string; slug: string } | null;
}

export interface Category {
  id: string;
  name: string;
  slug: string;
}

export interface ProductList {
  products: Product[];
  count: number;
  limit: number;
  offset: number;
}
