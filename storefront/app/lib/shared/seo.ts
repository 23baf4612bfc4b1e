import type { Product } from "~/lib/shared/types";

export const SITE_NAME = "Glow";

/** The public origin for canonical URLs and the sitemap: STOREFRONT_URL, else the request's own. */
export function siteOrigin(request: Request): string {
  const configured = typeof process !== "undefined" ? process.env.STOREFRONT_URL?.trim() || undefined : undefined;
  return (configured ?? new URL(request.url).origin).replace(/\/$/, "");
}

export function absoluteUrl(origin: string, path: string | null): string | undefined {
  if (!path) return undefined;
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** The first sentence-ish line of a description, for meta description tags (max ~160 characters). */
export function summary(text: string | null | undefined, fallback: string): string {
  const first = (text ?? "").split(/\r?\n/).map((l) => l.trim()).find((l) => l && !/^[-•]\s/.test(l)) ?? "";
  const value = first || fallback;
  return value.length > 160 ? `${value.slice(0, 157).trimEnd()}…` : value;
}

/** schema.org Product with a GHS offer and availability, for search engines' rich results. */
export function productJsonLd(product: Product & { images?: string[] }, origin: string): Record<string, unknown> {
  const url = `${origin}/products/slug/${product.slug}`;
  const images = (product.images?.length ? product.images : [product.imageUrl]).map((i) => absoluteUrl(origin, i ?? null)).filter(Boolean);
  const inStock = (product.stockQuantity ?? 0) > 0;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.id,
    url,
    ...(images.length ? { image: images } : {}),
    description: summary(product.description, product.name),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    ...(product.reviewCount > 0 ? { aggregateRating: { "@type": "AggregateRating", ratingValue: Math.round(product.rating * 10) / 10, reviewCount: product.reviewCount } } : {}),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "GHS",
      price: product.price,
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}

/** JSON inside <script> must not be able to close the tag. */
export function safeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
