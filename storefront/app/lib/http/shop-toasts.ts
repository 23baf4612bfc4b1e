/**
 * The toasts of adding to the cart and the wishlist (spec §8/§9), in one place for both paths:
 * the client hooks (components/cart/use-cart.ts, components/wishlist/use-wishlist.ts) and the
 * no-JavaScript form posts (routes/cart.add.ts, routes/wishlist.toggle.ts), whose toast is shown
 * after the redirect (lib/flash.server.ts).
 */
export interface ShopToast {
  title: string;
  description: string;
  variant?: "default" | "destructive";
  /** Milliseconds; the toast default (5000) when absent. */
  duration?: number;
}

/** A toast carried to the next page after a no-JavaScript form post (lib/flash.server.ts). */
export interface Flash extends ShopToast {
  /** Unique per flash: the page shows each one once. */
  id: string;
}

/** Spec §9. */
export const CART_TOAST_MS = 2000;
export const WISHLIST_TOAST_MS = 2000;
export const STOCK_TOAST_MS = 4000;

/** The stock toast of spec §8, built from the error body. */
export function stockToastDescription(body: Record<string, unknown>): string {
  const available = Number(body.availableStock ?? 0);
  const inCart = Number(body.currentCartQuantity ?? 0);
  return `Only ${available} items available${inCart > 0 ? `. You have ${inCart} in cart` : ""}`;
}

export function addedToCartToast(name?: string): ShopToast {
  return { title: "Added to cart", description: name ? `${name} is in your cart.` : "The product is in your cart.", duration: CART_TOAST_MS };
}

/** Spec §8 "Cart and wishlist": an add that failed for a reason other than sign-in. */
export function addToCartErrorToast(message: string, body: Record<string, unknown>): ShopToast {
  if (message.includes("Not enough stock")) return { title: "⚠️ Not enough stock", description: stockToastDescription(body), variant: "destructive", duration: STOCK_TOAST_MS };
  if (message.includes("not available")) return { title: "Product unavailable", description: "This product is currently not available.", variant: "destructive" };
  return { title: "Error", description: "Failed to add item to cart. Please try again.", variant: "destructive" };
}

/** Spec §8 success toasts: after Sign Out, with or without JavaScript. */
export const SIGNED_OUT_TOAST: ShopToast = { title: "Signed out", description: "You have been signed out." };

/** Spec §5: adding to the cart or the wishlist while signed out. */
export function signInRequiredToast(target: "cart" | "wishlist"): ShopToast {
  return { title: "Sign in required", description: target === "cart" ? "Please sign in to add items to your cart." : "Please sign in to manage your wishlist." };
}

export function wishlistChangedToast(added: boolean, name: string): ShopToast {
  return { title: added ? "Added to wishlist" : "Removed from wishlist", description: name, duration: WISHLIST_TOAST_MS };
}

export const WISHLIST_ERROR_TOAST: ShopToast = { title: "Error", description: "Failed to update wishlist. Please try again.", variant: "destructive" };

/** Spec §8 "Product dialog, other errors": adding to the wishlist from the product dialog (or page) failed. */
export const WISHLIST_ADD_ERROR_TOAST: ShopToast = { title: "Error", description: "Failed to add item to wishlist. Please try again.", variant: "destructive" };

/**
 * Where a shop button is: a product card, or the product dialog (and the product page, which shows
 * the same controls). Spec §8 answers their errors differently: after an auth error the card goes to
 * /auth, the dialog to /api/login (which lands on /auth), both after 500 ms; the dialog's wishlist
 * failure reads 'Failed to add item to wishlist. Please try again.'
 */
export type ShopSurface = "card" | "dialog";

/** Spec §7: "A sign-in link goes to /api/login" — the product dialog's way to sign in after an auth error. */
export const DIALOG_SIGN_IN_URL = "/api/login";
