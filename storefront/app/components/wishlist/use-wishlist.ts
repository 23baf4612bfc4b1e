import { useNavigate } from "@remix-run/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "~/components/ui/use-toast";
import { useUser } from "~/hooks/use-user";
import { apiRequest, getQueryFn, isAuthError, isForcedSignOut } from "~/lib/http/api-client";
import type { WishlistItem } from "~/lib/wishlist/wishlist.types";
import { DIALOG_SIGN_IN_URL, signInRequiredToast, WISHLIST_ADD_ERROR_TOAST, WISHLIST_ERROR_TOAST, wishlistChangedToast, type ShopSurface } from "~/lib/http/shop-toasts";
import type { Product } from "~/lib/shared/types";
import { canQueueTaps, isOfflineFailure, keepTap, useQueuedTaps, WAITING_TITLE } from "~/lib/offline/taps";

export const WISHLIST_QUERY_KEY = ["/api/wishlist"] as const;
const SIGNED_OUT_REDIRECT_MS = 1000;
const AUTH_ERROR_REDIRECT_MS = 500;

/**
 * The saved products, with the hearts tapped offline and still waiting to be sent applied on top
 * (ADR 235): `waiting` names the products whose heart is waiting for the connection.
 */
export function useWishlist() {
  const { user } = useUser();
  const query = useQuery<WishlistItem[] | null>({
    queryKey: WISHLIST_QUERY_KEY,
    queryFn: getQueryFn<WishlistItem[]>({ on401: "returnNull" }) as () => Promise<WishlistItem[] | null>,
    enabled: Boolean(user),
  });
  const taps = useQueuedTaps();
  const hearts = user ? taps.flatMap((tap) => (tap.kind === "wishlist" && tap.user === user.id ? [tap] : [])) : [];
  const waiting = new Set(hearts.map((tap) => tap.productId));
  let items = user ? (query.data ?? []) : [];
  if (hearts.length > 0) {
    items = items.filter((item) => !waiting.has(item.id));
    for (const tap of hearts) if (tap.add) items.push({ id: tap.productId, product: tap.product as unknown as Product, createdAt: new Date(tap.queuedAt).toISOString() });
  }
  const ids = new Set(items.map((item) => item.id));
  return { items, waiting, isInWishlist: (productId: string) => ids.has(productId), isLoading: query.isLoading && Boolean(user) };
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
    // Tried even offline (React Query would hold it paused, unseen): its failure keeps the tap (ADR 235).
    networkMode: "always",
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
    onError: (error, { product, add }, context) => {
      if (user && isOfflineFailure(error) && canQueueTaps()) {
        // Offline: the heart stays as tapped, marked waiting, and is sent when the connection returns
        // ("in" or "out" twice is the same: no key needed, ADR 235). The whole product is kept to show it.
        void keepTap({ kind: "wishlist", user: user.id, label: product.name, productId: product.id, add, product: { ...product } }).then(
          () =>
            toast({
              title: WAITING_TITLE,
              description: `You are offline. “${product.name}” will be ${add ? "saved to" : "removed from"} your wishlist as soon as the connection returns.`,
            }),
          () => queryClient.setQueryData(WISHLIST_QUERY_KEY, context?.previous ?? []),
        );
        return;
      }
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
