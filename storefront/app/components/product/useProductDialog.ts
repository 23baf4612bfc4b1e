import { useCallback, useEffect, useRef, useState } from "react";
import type { Product } from "~/lib/shared/types";

/**
 * The dialog's URL is the product page's URL, so it can be shared: opening pushes
 * /products/slug/{slug} onto the history (a direct visit renders the full page), Back closes it,
 * and closing it goes back. The router is not involved, so the list underneath stays as it was.
 */
export function useProductDialog() {
  const [product, setProduct] = useState<Product | null>(null);
  const pushed = useRef(false);

  useEffect(() => {
    const onPop = () => {
      if (!pushed.current) return;
      pushed.current = false;
      setProduct(null);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const open = useCallback((next: Product) => {
    const url = `/products/slug/${next.slug}`;
    if (pushed.current) window.history.replaceState(window.history.state, "", url);
    else window.history.pushState(window.history.state, "", url);
    pushed.current = true;
    setProduct(next);
  }, []);

  const close = useCallback(() => {
    setProduct(null);
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    }
  }, []);

  return { product, open, close };
}
