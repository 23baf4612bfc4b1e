/**
 * Products sold in shades and sizes (ADR 200): the words a card and the product page use for a
 * product's variants, shared by the commerce index (commerce/src/catalog/product-document.ts) and the
 * storefront (storefront/app/lib/catalog/products.server.ts) so both say the same.
 */

/** Option titles that are colours: their values are shown as swatches and counted as "shades". */
const SHADE_OPTION = /^(shades?|colou?rs?|tints?)$/i;
const SIZE_OPTION = /^(sizes?|volumes?)$/i;

export const isShadeOption = (title: string): boolean => SHADE_OPTION.test(title.trim());

/**
 * What a card says about a product's variants: "8 shades", "3 sizes", else "4 options"; null for a
 * product with fewer than two variants (it looks as it always did).
 */
export function variantOptionLabel(variantCount: number, optionTitles: readonly string[]): string | null {
  if (!Number.isInteger(variantCount) || variantCount < 2) return null;
  const titles = optionTitles.map((t) => t.trim()).filter(Boolean);
  if (titles.length === 1 && isShadeOption(titles[0]!)) return `${variantCount} shades`;
  if (titles.length === 1 && SIZE_OPTION.test(titles[0]!)) return `${variantCount} sizes`;
  return `${variantCount} options`;
}

/** A CSS hex colour staff typed into a variant's (or option value's) metadata `swatch`, or null. */
export function swatchColour(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(trimmed) ? trimmed.toLowerCase() : null;
}
