import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { stockState } from "~/lib/shared/format";
import type { Product } from "~/lib/shared/types";
import { Price } from "./Price";
import { ProductImage } from "./ProductImage";
import { ShareMenu } from "./ShareMenu";
import { AddToCartButton, WishlistHeart } from "./ShopButtons";
import { StarRating } from "./StarRating";

/** Only a plain left click opens the dialog; ctrl/cmd/shift/middle click keep the browser's own behaviour. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Product card (spec §2). Clicking it opens the product dialog; without JavaScript it is a link to the product page. */
export function ProductCard({ product, eager = false, onOpen }: { product: Product; eager?: boolean; onOpen?: (product: Product) => void }) {
  const stock = stockState(product.stockQuantity);
  const href = `/products/slug/${product.slug}`;
  const open = (event: MouseEvent) => {
    if (!onOpen || !isPlainClick(event)) return;
    event.preventDefault();
    onOpen(product);
  };
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md" data-testid="product-card">
      <div className="relative aspect-square overflow-hidden bg-brand-50">
        <ProductImage src={product.imageUrl} alt="" eager={eager} sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw" className="h-full w-full object-cover transition group-hover:scale-105" />
        {product.isNew && <span className="absolute left-2 top-2 rounded-full bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white">New</span>}
        {stock.kind === "out" && (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-white/70" data-testid="out-of-stock">
            <span className="rounded-full bg-gray-900 px-3 py-1 text-sm font-semibold text-white">Out of Stock</span>
          </div>
        )}
        <div className="absolute right-2 top-2 z-10 flex flex-col gap-2">
          <WishlistHeart product={product} />
          <ShareMenu product={product} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        {product.brand && <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{product.brand}</p>}
        <h3 className="line-clamp-2 text-sm font-semibold text-gray-900">
          <Link to={href} prefetch="none" onClick={open} className="after:absolute after:inset-0 after:content-['']">
            {product.name}
          </Link>
        </h3>
        <StarRating rating={product.rating} reviewCount={product.reviewCount} />
        <Price price={product.price} originalPrice={product.originalPrice} from={product.priceVaries} />
        {product.optionLabel && (
          <p className="text-xs font-semibold text-gray-700" data-testid="option-label">
            {product.optionLabel}
          </p>
        )}
        {stock.kind === "low" && <p className="text-xs font-semibold text-amber-800">Only {stock.left} left</p>}
        <AddToCartButton product={product} className="relative z-10 mt-auto pt-2" />
      </div>
    </article>
  );
}
