import { formatPrice } from "~/lib/shared/format";

/** Price with the struck-through original when on sale; `from` when the shades or sizes cost different amounts (ADR 200). */
export function Price({ price, originalPrice, size = "md", from = false }: { price: string; originalPrice: string | null; size?: "md" | "lg"; from?: boolean }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="product-price">
      <span className={`font-bold text-gray-900 ${size === "lg" ? "text-3xl" : "text-lg"}`}>
        {from && <span className="text-sm font-semibold text-gray-700">from </span>}
        {formatPrice(price)}
      </span>
      {originalPrice && (
        <s className={size === "lg" ? "text-lg text-gray-600" : "text-sm text-gray-600"}>
          <span className="sr-only">Was </span>
          {formatPrice(originalPrice)}
        </s>
      )}
    </p>
  );
}
