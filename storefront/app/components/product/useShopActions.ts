import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { toast } from "~/components/ui/use-toast";
import type { Product } from "~/lib/types";

/** Spec §5/§9: signed out, the toast shows and /auth follows after 1000 ms. */
export const SIGN_IN_REDIRECT_MS = 1000;
export const SIGN_IN_PATH = "/auth";

/**
 * The one place the cart and wishlist buttons call. Until the cart and wishlist issues land there is
 * no session to add to, so every shopper is treated as signed out: the spec's sign-in-required notice
 * and a redirect to /auth. Those issues replace the bodies of these hooks with the real calls.
 */
function useSignInRequired(description: string) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    toast({ title: "Sign in required", description });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(SIGN_IN_PATH), SIGN_IN_REDIRECT_MS);
  }, [description, navigate]);
}

export function useAddToCart(): { addToCart: (product: Product, quantity: number) => void; pending: boolean } {
  const signIn = useSignInRequired("Please sign in to add items to your cart.");
  const addToCart = useCallback((_product: Product, _quantity: number) => signIn(), [signIn]);
  return { addToCart, pending: false };
}

export function useToggleWishlist(): { toggleWishlist: (product: Product) => void; isInWishlist: (productId: string) => boolean; pending: boolean } {
  const signIn = useSignInRequired("Please sign in to manage your wishlist.");
  const toggleWishlist = useCallback((_product: Product) => signIn(), [signIn]);
  const isInWishlist = useCallback(() => false, []);
  return { toggleWishlist, isInWishlist, pending: false };
}
