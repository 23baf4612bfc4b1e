import { useNavigate } from "@remix-run/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "~/components/ui/use-toast";
import { useUser } from "~/hooks/use-user";
import { apiRequest, getQueryFn, isAuthError, isForcedSignOut } from "~/lib/http/api-client";
import type { WishlistItem } from "~/lib/wishlist/wishlist.types";
import { DIALOG_SIGN_IN_URL, signInRequiredToast, WISHLIST_ADD_ERROR_TOAST, WISHLIST_ERROR_TOAST, wishlistChangedToast, type ShopSurface } from "~/lib/http/shop-toasts";
import type { Product } from "~/lib/shared/types";

export const WISHLIST_QUERY_KEY = ["/api/wishlist"] as const;
const SIGNED_OUT_REDIRECT_MS = 1000;
const AUTH_ERROR_REDIRECT_MS = 500;

export function useWishlist() {
  const { user } = useUser();
  const query = useQuery<WishlistItem[] | null>({
    queryKey: WISHLIST_QUERY_KEY,
    queryFn: getQueryFn<WishlistItem[]>({ on401: "returnNull" }) as () => Promise<WishlistItem[] | null>,
    enabled: Boolean(user),
  });
  const items = user ? (query.data ?? []) : [];
  const ids = new Set(items.map((item) => item.id));
  return { items, isInWishlist: (productId: string) => ids.has(productId), isLoading: query.isLoading && Boolean(user) };
}

/**
 * The heart (spec §4): adds or removes depending on the current state; optimistic, rolled back on
 * error. `surface` picks the spec §8 answer to a failure (card or product dialog).
 */
export function useToggleWishlist(surface: ShopSurface = "card") {
  const { user } = useUser();
  const { isInWishlist } = useWishlist();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: ({ product, add }: { product: Product; add: boolean }) =>
      add ? apiRequest<WishlistItem[]>("POST", "/api/wishlist", { productId: product.id }) : apiRequest<WishlistItem[]>("DELETE", `/api/wishlist/${product.id}`),
    onMutate: async ({ product, add }) => {
      await queryClient.cancelQueries({ queryKey: WISHLIST_QUERY_KEY });
      const previous = queryClient.getQueryData<WishlistItem[]>(WISHLIST_QUERY_KEY);
      const base = previous ?? [];
      queryClient.setQueryData<WishlistItem[]>(
        WISHLIST_QUERY_KEY,
        add ? [...base.filter((i) => i.id !== product.id), { id: product.id, product, createdAt: new Date().toISOString() }] : base.filter((i) => i.id !== product.id),
      );
      return { previous };
    },
    onError: (error, { add }, context) => {
      queryClient.setQueryData(WISHLIST_QUERY_KEY, context?.previous ?? []);
      // A forced sign-out's notice is already shown and stays (api-client): nothing to add.
      if (isForcedSignOut(error)) return;
      if (isAuthError(error)) {
        toast({ ...signInRequiredToast("wishlist"), variant: "destructive" });
        if (surface === "dialog") setTimeout(() => window.location.assign(DIALOG_SIGN_IN_URL), AUTH_ERROR_REDIRECT_MS);
        else setTimeout(() => navigate("/auth"), AUTH_ERROR_REDIRECT_MS);
      } else {
        toast(surface === "dialog" && add ? WISHLIST_ADD_ERROR_TOAST : WISHLIST_ERROR_TOAST);
      }
    },
    onSuccess: (items, { product, add }) => {
      queryClient.setQueryData(WISHLIST_QUERY_KEY, items);
      toast(wishlistChangedToast(add, product.name));
    },
  });
  const toggleWishlist = useCallback(
    (product: Product) => {
      if (!user) {
        toast(signInRequiredToast("wishlist"));
        setTimeout(() => navigate("/auth"), SIGNED_OUT_REDIRECT_MS);
        return;
      }
      mutation.mutate({ product, add: !isInWishlist(product.id) });
    },
    [user, navigate, mutation, isInWishlist],
  );
  return { toggleWishlist, isInWishlist, pending: mutation.isPending };
}
