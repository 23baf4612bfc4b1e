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
  /**
   * Only on products sold in more than one variant (shades, sizes; ADR 200), absent otherwise so a
   * single-variant product's answer is the spec's as before: how many variants, what a card says
   * ("8 shades"), and whether their prices differ (the card then says "from" the lowest, `price`).
   */
  variantCount?: number;
  optionLabel?: string;
  priceVaries?: boolean;
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
/** One option of a multi-variant product (Medusa's product option): "Shade", "Size". */
export interface ProductOptionChoice {
  title: string;
  /** Its values in the order staff set them; `swatch` is a CSS hex colour (variant metadata `swatch`). */
  values: Array<{ value: string; swatch: string | null }>;
}

/** One variant a shopper can choose (ADR 200): its option values, price, stock and picture. */
export interface ProductVariantChoice {
  id: string;
  title: string;
  /** Option title → value, e.g. { Shade: "220 Natural Beige" }. */
  options: Record<string, string>;
  price: string;
  originalPrice: string | null;
  stockQuantity: number | null;
  /** The variant's own picture (Medusa variant thumbnail/images, else metadata.image), else null. */
  imageUrl: string | null;
}

export interface ProductDetail extends Product {
  images: string[];
  /** Present only when the product has more than one variant (ADR 200). */
  options?: ProductOptionChoice[];
  variants?: ProductVariantChoice[];
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
