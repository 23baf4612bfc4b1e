import { Link } from "@remix-run/react";
import { ProductImage } from "~/components/product/ProductImage";
import { formatPrice } from "~/lib/shared/format";
import { cartLineName, type CartItem } from "~/lib/cart/cart.types";
import { WaitingMark } from "~/components/offline/WaitingMark";
import { useUser } from "~/hooks/use-user";
import { useQueuedTaps } from "~/lib/offline/taps";
import type { Tap } from "~/lib/offline/tap-queue";
import { useCartLineActions } from "./use-cart";

/** This shopper's taps of the cart still waiting for the connection (ADR 235). */
export function useWaitingCartTaps(): { adds: Array<Extract<Tap, { kind: "cart-add" }>>; lines: Set<string> } {
  const { user } = useUser();
  const taps = useQueuedTaps();
  const mine = user ? taps.filter((tap) => tap.user === user.id) : [];
  return {
    adds: mine.flatMap((tap) => (tap.kind === "cart-add" ? [tap] : [])),
    lines: new Set(mine.flatMap((tap) => (tap.kind === "cart-quantity" ? [tap.lineId] : []))),
  };
}

/** Adds tapped offline, not in the cart yet: shown with the lines, marked waiting. */
export function WaitingAdds({ adds }: { adds: ReturnType<typeof useWaitingCartTaps>["adds"] }) {
  if (adds.length === 0) return null;
  return (
    <ul className="divide-y divide-gray-200 border-b border-gray-200" data-testid="cart-waiting-adds">
      {adds.map((tap) => (
        <li key={tap.id} className="flex gap-3 py-4" data-testid="cart-waiting-add">
          <div className="h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-brand-50 opacity-70">
            {tap.product.imageUrl ? <ProductImage src={tap.product.imageUrl} alt={tap.label} className="h-full w-full object-cover" /> : null}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="truncate text-sm font-semibold text-gray-900">{tap.label}</p>
            <p className="text-sm text-gray-700">Quantity {tap.quantity}</p>
            <WaitingMark />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Cart lines (spec §2): image, name, brand, minus/plus, remove, line total. */
export function CartLines({ items }: { items: CartItem[] }) {
  const { setQuantity, remove } = useCartLineActions();
  const { lines: waiting } = useWaitingCartTaps();
  return (
    <ul className="divide-y divide-gray-200" data-testid="cart-lines">
      {items.map((item) => {
        const lineTotal = Number.parseFloat(item.product.price) * item.quantity;
        return (
          <li key={item.id} className="flex gap-3 py-4" data-testid="cart-line">
            <div className="h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-brand-50">
              <ProductImage src={item.product.imageUrl} alt={item.product.name} className="h-full w-full object-cover" />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="truncate text-sm font-semibold text-gray-900" data-testid="cart-line-name">
                {item.product.name}
                {item.variant && <span className="font-normal text-gray-700"> — {item.variant.title}</span>}
              </p>
              {item.product.brand && <p className="text-xs text-gray-600">{item.product.brand}</p>}
              {waiting.has(item.id) && <WaitingMark />}
              <div className="mt-auto flex items-center gap-2">
                <button
                  type="button"
                  aria-label={`Decrease quantity of ${cartLineName(item)}`}
                  onClick={() => setQuantity(item.id, item.quantity - 1)}
                  disabled={item.quantity <= 1}
                  className="h-8 w-8 rounded-full border border-gray-300 text-lg leading-none disabled:opacity-40"
                >
                  −
                </button>
                <span aria-label={`Quantity ${item.quantity}`} className="min-w-6 text-center text-sm font-semibold" data-testid="cart-line-quantity">
                  {item.quantity}
                </span>
                <button type="button" aria-label={`Increase quantity of ${cartLineName(item)}`} onClick={() => setQuantity(item.id, item.quantity + 1)} className="h-8 w-8 rounded-full border border-gray-300 text-lg leading-none">
                  +
                </button>
                <button type="button" onClick={() => remove(item.id)} className="ml-auto text-xs font-medium text-red-700 underline" aria-label={`Remove ${cartLineName(item)} from cart`}>
                  Remove
                </button>
              </div>
            </div>
            <p className="shrink-0 text-sm font-bold" data-testid="cart-line-total">
              {formatPrice(lineTotal)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function CartEmpty({ onContinue }: { onContinue?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <p aria-hidden="true" className="text-5xl">🛍️</p>
      <p className="text-lg font-semibold">Your cart is empty</p>
      <p className="text-sm text-gray-600">Add some beautiful products to get started!</p>
      <Link to="/products" onClick={onContinue} className="mt-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Continue Shopping
      </Link>
    </div>
  );
}
