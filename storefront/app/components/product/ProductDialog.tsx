import { Link } from "@remix-run/react";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { formatPrice, stockState } from "~/lib/shared/format";
import type { Product } from "~/lib/shared/types";
import { Price } from "./Price";
import { ProductDescription } from "./ProductDescription";
import { ProductImage } from "./ProductImage";
import { QuantityStepper } from "./QuantityStepper";
import { ReviewsSection } from "./ReviewsSection";
import { AddToCartButton, WishlistButton } from "./ShopButtons";
import { StockBadge } from "./StockBadge";

/** Product dialog (spec §2): image, name, price, stock and Featured badges, bullets, quantity 1..stock, Add to Cart, Wishlist, total, reviews. */
export function ProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product && (
        <DialogContent aria-describedby={undefined} data-testid="product-dialog">
          <DialogBody key={product.id} product={product} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DialogBody({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const out = stockState(product.stockQuantity).kind === "out";
  const total = (Number.parseFloat(product.price) || 0) * quantity;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="overflow-hidden rounded-2xl bg-brand-50">
        <ProductImage src={product.imageUrl} alt={product.name} eager sizes="(min-width: 768px) 384px, 90vw" className="h-full w-full object-cover" />
      </div>
      <div className="flex flex-col gap-3">
        {product.brand && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{product.brand}</p>}
        <DialogTitle className="pr-10 font-display text-2xl font-bold">{product.name}</DialogTitle>
        <DialogDescription className="sr-only">Product details, quantity and reviews</DialogDescription>
        <Price price={product.price} originalPrice={product.originalPrice} size="lg" from={product.priceVaries} />
        {product.optionLabel && <p className="text-sm font-semibold text-gray-700" data-testid="option-label">{product.optionLabel} — choose yours on the product page</p>}
        <div className="flex flex-wrap gap-2">
          <StockBadge stockQuantity={product.stockQuantity} />
          {product.isFeatured && <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">Featured</span>}
          {product.isNew && <span className="rounded-full bg-brand-600 px-3 py-1 text-sm font-semibold text-white">New</span>}
        </div>
        <ProductDescription description={product.description} />
        {!out && !product.variantCount && (
          <div className="flex flex-wrap items-center gap-4">
            <QuantityStepper value={quantity} max={product.stockQuantity} onChange={setQuantity} />
            <p className="text-sm text-gray-700">
              Total: <strong data-testid="dialog-total" className="text-lg text-gray-900">{formatPrice(total)}</strong>
            </p>
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <AddToCartButton product={product} quantity={quantity} label="Add to Cart" className="min-w-40 flex-1" surface="dialog" />
          <WishlistButton product={product} />
        </div>
        {/*
          A client navigation that replaces the dialog's own history entry (it already holds this URL):
          Back then returns to the list underneath. A document load here (as before 2026-11-28) left
          the list's document to the back/forward cache; on a busy phone, Back restored it with its
          hydration unfinished, and it showed "We could not load this page" (issue 29).
        */}
        <Link to={`/products/slug/${product.slug}`} replace className="text-sm font-semibold text-brand-700 underline">
          View full details
        </Link>
      </div>
      <div className="md:col-span-2">
        <ReviewsSection productId={product.id} productName={product.name} rating={product.rating} reviewCount={product.reviewCount} headingLevel={3} />
      </div>
    </div>
  );
}
