import { Link } from "@remix-run/react";
import { formatPrice, stockState } from "~/lib/format";
import type { Product } from "~/lib/types";
import { ProductImage } from "./ProductImage";
import { StarRating } from "./StarRating";

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const stock = stockState(product.stockQuantity);
  const href = `/products/slug/${product.slug}`;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md" data-testid="product-card">
      <div className="relative aspect-square overflow-hidden bg-brand-50">
        <Link to={href} prefetch="intent" aria-label={product.name} tabIndex={-1}>
          <ProductImage src={product.imageUrl} alt={product.name} eager={eager} className="h-full w-full object-cover transition group-hover:scale-105" />
        </Link>
        {product.isNew && <span className="absolute left-3 top-3 rounded-full bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white">New</span>}
        {stock.kind === "out" && (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-white/70">
            <span className="rounded-full bg-gray-900 px-3 py-1 text-sm font-semibold text-white">Out of Stock</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {product.brand && <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{product.brand}</p>}
        <h3 className="line-clamp-2 text-sm font-semibold text-gray-900">
          <Link to={href} prefetch="intent" className="after:absolute after:inset-0 after:content-[''] focus:outline-none">
            {product.name}
          </Link>
        </h3>
        <StarRating rating={product.rating} reviewCount={product.reviewCount} />
        <p className="mt-1 flex items-baseline gap-2" data-testid="product-price">
          <span className="text-lg font-bold text-gray-900">{formatPrice(product.price)}</span>
          {product.originalPrice && (
            <s className="text-sm text-gray-500">
              <span className="sr-only">Was </span>
              {formatPrice(product.originalPrice)}
            </s>
          )}
        </p>
        {stock.kind === "low" && <p className="text-xs font-semibold text-amber-700">Only {stock.left} left</p>}
        <Link
          to="/auth"
          aria-disabled={stock.kind === "out"}
          className={`relative z-10 mt-auto rounded-full px-4 py-2 text-center text-sm font-bold tracking-wide ${
            stock.kind === "out" ? "pointer-events-none bg-gray-200 text-gray-500" : "bg-brand-600 text-white hover:bg-brand-700"
          }`}
        >
          ADD TO CART
        </Link>
      </div>
    </article>
  );
}
