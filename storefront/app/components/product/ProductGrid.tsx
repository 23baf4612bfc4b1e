import type { Product } from "~/lib/types";
import { ProductCard } from "./ProductCard";
import { ProductDialog } from "./ProductDialog";
import { useProductDialog } from "./useProductDialog";

export function ProductGrid({ products, eagerCount = 2 }: { products: Product[]; eagerCount?: number }) {
  const dialog = useProductDialog();
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} eager={index < eagerCount} onOpen={dialog.open} />
          </li>
        ))}
      </ul>
      <ProductDialog product={dialog.product} onClose={dialog.close} />
    </>
  );
}
