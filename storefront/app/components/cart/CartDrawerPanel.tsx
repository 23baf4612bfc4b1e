import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@remix-run/react";
import type { RefObject } from "react";
import { formatPrice } from "~/lib/shared/format";
import { CartEmpty, CartLines, useWaitingCartTaps, WaitingAdds } from "./CartLines";
import { useCart } from "./use-cart";

/** The drawer itself (spec §2), loaded when the cart button is first used (see CartDrawer.tsx). */
export function CartDrawerPanel({ open, onOpenChange, returnFocusTo }: { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const { items, count, total } = useCart();
  const { adds } = useWaitingCartTaps();
  const setOpen = onOpenChange;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 data-[state=open]:animate-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger (the button is ours), so focus goes back to it by hand.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
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
          <div className="flex-1 overflow-y-auto px-5">
            <WaitingAdds adds={adds} />
            {items.length === 0 ? adds.length === 0 && <CartEmpty onContinue={() => setOpen(false)} /> : <CartLines items={items} />}
          </div>
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
