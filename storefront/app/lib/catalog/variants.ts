import type { ProductDetail, ProductVariantChoice } from "~/lib/shared/types";

/**
 * Choosing a shade or size (ADR 200), on the server (the page's loader reads the address) and in the
 * browser (a tap updates the page and the address without a reload). The address names the choice by
 * its option values, `?shade=220+Natural+Beige`, so it reads well when shared; `?variant=<id>` works too.
 */

/** An option's query parameter: its title in lower case, e.g. "Shade" → "shade". */
export const optionParam = (title: string): string => title.trim().toLowerCase().replace(/[^a-z0-9]+/g, "-");

const inStock = (variant: ProductVariantChoice) => (variant.stockQuantity ?? 0) > 0;

/** The variant whose option values are all `wanted`'s (unnamed options match any), in stock first. */
export function variantMatching(variants: ProductVariantChoice[], wanted: Record<string, string>): ProductVariantChoice | undefined {
  const matches = variants.filter((v) => Object.entries(wanted).every(([title, value]) => v.options[title] === value));
  return matches.find(inStock) ?? matches[0];
}

/** The variant an address asks for; else the first in stock; null for a single-variant product. */
export function chosenVariant(product: Pick<ProductDetail, "options" | "variants">, params: URLSearchParams): ProductVariantChoice | null {
  const variants = product.variants ?? [];
  if (variants.length === 0) return null;
  const byId = variants.find((v) => v.id === params.get("variant"));
  if (byId) return byId;
  const wanted: Record<string, string> = {};
  for (const option of product.options ?? []) {
    const value = params.get(optionParam(option.title));
    if (value !== null && option.values.some((v) => v.value === value)) wanted[option.title] = value;
  }
  // All named values; else the first option's alone (a size that does not come in that shade); else the default.
  const first = product.options?.[0]?.title;
  return (
    variantMatching(variants, wanted) ??
    (first && wanted[first] !== undefined ? variantMatching(variants, { [first]: wanted[first] }) : undefined) ??
    variants.find(inStock) ??
    variants[0] ??
    null
  );
}

/** The variant a tap on `title` = `value` leads to: the other options kept when that combination exists. */
export function variantAfterChoosing(variants: ProductVariantChoice[], current: ProductVariantChoice | null, title: string, value: string): ProductVariantChoice | undefined {
  return variantMatching(variants, { ...(current?.options ?? {}), [title]: value }) ?? variantMatching(variants, { [title]: value });
}

/** The product page's address for a variant: its option values as query parameters. */
export function variantSearch(variant: ProductVariantChoice): string {
  const params = new URLSearchParams();
  for (const [title, value] of Object.entries(variant.options)) params.set(optionParam(title), value);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The product as the chosen variant sells it: its price, sale price, stock and picture first. */
export function withVariant<T extends ProductDetail>(product: T, variant: ProductVariantChoice | null): T {
  if (!variant) return product;
  const images = variant.imageUrl ? [variant.imageUrl, ...product.images.filter((src) => src !== variant.imageUrl)] : product.images;
  return { ...product, price: variant.price, originalPrice: variant.originalPrice, stockQuantity: variant.stockQuantity, imageUrl: variant.imageUrl ?? product.imageUrl, images };
}
