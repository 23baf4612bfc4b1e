import { lazy, Suspense, useRef } from "react";
import { useLazyDialog } from "~/components/ui/use-lazy-dialog";
import { useCart } from "./use-cart";

const loadPanel = () => import("./CartDrawerPanel");
const CartDrawerPanel = lazy(() => loadPanel().then((module) => ({ default: module.CartDrawerPanel })));

/**
 * The header's cart button (badge = total quantity) and the drawer that slides in from the right
 * over an overlay (spec §2). Without JavaScript the button is a link to /cart. The drawer's code
 * (Radix Dialog) loads when the button is first pointed at, focused or used, not with every page.
 */
export function CartButton() {
  const { count } = useCart({ lines: false });
  const drawer = useLazyDialog(loadPanel);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={buttonRef}
        href="/cart"
        onClick={(event) => {
          event.preventDefault();
          drawer.show();
        }}
        {...drawer.triggerProps}
        aria-label={`Shopping cart, ${count} ${count === 1 ? "item" : "items"}`}
        className="relative flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 hover:border-brand-600"
        data-testid="cart-button"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6h15l-1.5 9h-12z" />
          <path d="M6 6 5 3H2" />
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
        </svg>
        {count > 0 && (
          <span className="absolute -right-1 -top-1 min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs font-bold leading-5 text-white" data-testid="cart-badge">
            {count}
          </span>
        )}
      </a>
      {drawer.wanted && (
        <Suspense fallback={null}>
          <CartDrawerPanel open={drawer.open} onOpenChange={drawer.setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
