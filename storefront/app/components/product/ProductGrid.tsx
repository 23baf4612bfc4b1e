import { lazy, Suspense, useState } from "react";
import type { Product } from "~/lib/shared/types";
import { ProductCard } from "./ProductCard";
import { useProductDialog } from "./useProductDialog";

/** The dialog (and Radix Dialog) loads on first use, not with the page; hovering or focusing a card preloads it. */
const loadDialog = () => import("./ProductDialog");
const ProductDialog = lazy(() => loadDialog().then((m) => ({ default: m.ProductDialog })));
export const preloadProductDialog = () => void loadDialog();

/** `itemId` names a card's list item, e.g. the first card of each catalog page ("Load more" jumps to it). */
export function ProductGrid({ products, eagerCount = 2, itemId }: { products: Product[]; eagerCount?: number; itemId?: (index: number) => string | undefined }) {
  const dialog = useProductDialog();
  const [everOpened, setEverOpened] = useState(false);
  const open = (product: Product) => {
    setEverOpened(true);
    dialog.open(product);
  };
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product, index) => (
          // Cards after the first row skip layout and paint until they come near the screen.
          <li key={product.id} id={itemId?.(index)} className={`flex ${index >= 4 ? "[contain-intrinsic-size:auto_420px] [content-visibility:auto]" : ""}`} onPointerEnter={preloadProductDialog} onFocus={preloadProductDialog}>
            <ProductCard product={product} eager={index < eagerCount} onOpen={open} />
          </li>
        ))}
      </ul>
      {everOpened && (
        <Suspense fallback={null}>
          <ProductDialog product={dialog.product} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
