import { useEffect, useState } from "react";
import { isShadeOption } from "@glow/shop-contracts";
import { optionParam, variantAfterChoosing } from "~/lib/catalog/variants";
import type { ProductDetail, ProductVariantChoice } from "~/lib/shared/types";

/**
 * The shade and size choice of a product page (ADR 200): a GET form of radio inputs, so before (or
 * without) JavaScript "Show" reloads the page on the chosen variant's address; with JavaScript a tap
 * updates the page at once and `onChoose` replaces the address. A value whose variant is sold out
 * stays choosable (to see it) and says "sold out"; the Add to Cart button is then disabled.
 */
export function VariantPicker({
  product,
  selected,
  onChoose,
}: {
  product: Pick<ProductDetail, "slug" | "options" | "variants">;
  selected: ProductVariantChoice | null;
  onChoose: (variant: ProductVariantChoice) => void;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const variants = product.variants ?? [];
  const options = product.options ?? [];
  if (variants.length < 2 || options.length === 0) return null;
  return (
    <form method="get" action={`/products/slug/${product.slug}`} data-testid="variant-picker" className="flex flex-col gap-4">
      {options.map((option) => {
        const shade = isShadeOption(option.title);
        const current = selected?.options[option.title];
        return (
          <fieldset key={option.title} className="flex flex-col gap-2">
            <legend className="mb-2 text-sm text-gray-700">
              {option.title}: <strong className="text-gray-900" data-testid={`chosen-${optionParam(option.title)}`}>{current ?? "choose one"}</strong>
            </legend>
            <div className="flex flex-wrap gap-2">
              {option.values.map(({ value, swatch }) => {
                const target = variantAfterChoosing(variants, selected, option.title, value);
                const soldOut = (target?.stockQuantity ?? 0) <= 0;
                const label = soldOut ? `${value} (sold out)` : value;
                return (
                  <label key={value} className="relative cursor-pointer" title={label}>
                    <input
                      type="radio"
                      name={optionParam(option.title)}
                      value={value}
                      checked={current === value}
                      onChange={() => target && onChoose(target)}
                      aria-label={shade ? label : undefined}
                      className="peer sr-only"
                    />
                    {shade ? (
                      <span
                        aria-hidden="true"
                        data-sold-out={soldOut || undefined}
                        className="block h-10 w-10 rounded-full border-2 border-white shadow ring-2 ring-gray-200 peer-checked:ring-brand-600 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 data-[sold-out]:opacity-40 data-[sold-out]:[background-image:linear-gradient(135deg,transparent_45%,#374151_45%,#374151_55%,transparent_55%)]"
                        style={{ backgroundColor: swatch ?? "#e5e7eb" }}
                      />
                    ) : (
                      <span className="block min-w-16 rounded-full border-2 border-gray-300 px-4 py-2 text-center text-sm font-semibold text-gray-900 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700">
                        {value}
                        {soldOut && <span className="block text-xs font-normal text-gray-600">sold out</span>}
                      </span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      {/* Before JavaScript the choice is sent with this button; afterwards a tap is enough. */}
      <button type="submit" hidden={hydrated} className="self-start rounded-full border-2 border-brand-600 px-5 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50">
        Show this {options.length === 1 ? option1(options[0]!.title) : "choice"}
      </button>
    </form>
  );
}

const option1 = (title: string) => (isShadeOption(title) ? "shade" : title.toLowerCase());
