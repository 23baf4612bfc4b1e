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

/** A product page also shows every picture. */
export interface ProductDetail extends Product {
  images: string[];
}

/** Spec §3 Banner (served by GET /api/banners/active once the banners issue lands). */
export interface Banner {
  id: string;
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  button1Text: string | null;
  button1Link: string | null;
  button2Text: string | null;
  button2Link: string | null;
  bannerType: "regular" | "celebration";
  isActive: boolean;
  startDate: string | null;
  endDate: string | null;
  priority: number;
  createdAt: string;
  updatedAt: string;
}

/** Spec §3 News article. */
export interface NewsArticle {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  imageUrl: string | null;
  publishedAt: string;
  isUrgent: boolean;
  isFeatured: boolean;
  category: { name: string; color: string } | null;
}
