import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { formatPrice } from "~/lib/format";
import { CartEmpty, CartLines } from "./CartLines";
import { useCart } from "./use-cart";

/**
 * The header's cart button (badge = total quantity) and the drawer that slides in from the right
 * over an overlay (spec §2). Without JavaScript the button is a link to /cart.
 */
export function CartButton() {
  const { items, count, total } = useCart();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <a
          href="/cart"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
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
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 data-[state=open]:animate-in" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl transition-transform data-[state=closed]:translate-x-full data-[state=open]:translate-x-0"
          aria-describedby={undefined}
          data-testid="cart-drawer"
        >
          <div className="flex items-center justify-between border-b border-gray-200 px-5 py-4">
            <Dialog.Title className="flex items-center gap-2 text-lg font-bold">
              Shopping Cart
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm text-brand-700" data-testid="cart-drawer-count">
                {count}
              </span>
            </Dialog.Title>
            <Dialog.Close aria-label="Close cart" className="rounded-full p-2 text-xl leading-none hover:bg-gray-100">
              ×
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5">{items.length === 0 ? <CartEmpty onContinue={() => setOpen(false)} /> : <CartLines items={items} />}</div>
          {items.length > 0 && (
            <div className="border-t border-gray-200 px-5 py-4">
              <p className="flex justify-between text-lg font-bold">
                <span>Total:</span>
                <span data-testid="cart-total">{formatPrice(total)}</span>
              </p>
              <Link to="/checkout" onClick={() => setOpen(false)} className="mt-3 block rounded-full bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700">
                Proceed to Checkout
              </Link>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
