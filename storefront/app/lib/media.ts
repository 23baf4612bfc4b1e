/**
 * The browser never talks to Medusa: uploaded images under Medusa's /static are served
 * by the storefront at /media (see routes/media.$.ts).
 */
export function toStorefrontImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.pathname.startsWith("/static/")) return `/media/${parsed.pathname.slice("/static/".length)}`;
    return url;
  } catch {
    return url.startsWith("/") ? url : null;
  }
}

export const FALLBACK_PRODUCT_IMAGE = "/images/product-fallback.svg";
export const DEFAULT_HERO_IMAGE = "/images/hero-default.svg";
