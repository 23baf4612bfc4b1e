import { useNavigate, useRouteLoaderData } from "@remix-run/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/components/ui/use-toast";
import { useUser } from "~/hooks/use-user";
import { apiRequest, getQueryFn, HttpError, isAuthError, isForcedSignOut } from "~/lib/http/api-client";
import type { CartItem } from "~/lib/cart/cart.types";
import { canQueueTaps, isOfflineFailure, keepTap, WAITING_TITLE } from "~/lib/offline/taps";
import { addedToCartToast, addToCartErrorToast, DIALOG_SIGN_IN_URL, signInRequiredToast, STOCK_TOAST_MS, stockToastDescription, type ShopSurface } from "~/lib/http/shop-toasts";

export const CART_QUERY_KEY = ["/api/cart"] as const;
export { CART_TOAST_MS, STOCK_TOAST_MS, stockToastDescription } from "~/lib/http/shop-toasts";
/** Spec §9. */
export const AUTH_ERROR_REDIRECT_MS = 500;
export const SIGNED_OUT_REDIRECT_MS = 1000;

/**
 * The shopper's cart lines (read from /api/cart when the page did not bring them). `lines: false` is
 * for the header's badge: when the page's session assertion gave the count (ADR 140), the lines are
 * not fetched until something that shows them (the drawer's panel, /cart) mounts.
 */
export function useCart({ lines = true }: { lines?: boolean } = {}) {
  const { user } = useUser();
  const assertedCount = useRouteLoaderData<{ cartCount?: number | null }>("root")?.cartCount;
  const query = useQuery<CartItem[] | null>({
    queryKey: CART_QUERY_KEY,
    queryFn: getQueryFn<CartItem[]>({ on401: "returnNull" }) as () => Promise<CartItem[] | null>,
    enabled: Boolean(user) && (lines || typeof assertedCount !== "number"),
  });
  const items = user ? (query.data ?? []) : [];
  // Until the lines are read, the badge shows the count of the page's session assertion (ADR 140).
  const count = user && !query.data && typeof assertedCount === "number" ? assertedCount : items.reduce((sum, item) => sum + item.quantity, 0);
  const total = items.reduce((sum, item) => sum + Number.parseFloat(item.product.price) * item.quantity, 0);
  return { items, count, total, isLoading: query.isLoading && Boolean(user) };
}

/** What an add names: the product, and its shade or size when it has several (ADR 200); its price and picture for a tap kept offline. */
type AddInput = { productId: string; quantity: number; name?: string; variantId?: string; price?: string; imageUrl?: string | null };

/** The toast of a tap kept on the phone until the connection returns (ADR 235). */
export function waitingToast(what: string) {
  return { title: WAITING_TITLE, description: `You are offline. ${what} as soon as the connection returns.` };
}

/** Add to cart with the spec's toasts (§8) and redirects (§9); `surface` picks the §8 auth-error redirect. */
export function useAddToCart(surface: ShopSurface = "card") {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    // Tried even offline (React Query would hold it paused, unseen): its failure keeps the tap (ADR 235).
    networkMode: "always",
    mutationFn: (input: AddInput) =>
      apiRequest<CartItem[]>("POST", "/api/cart", { productId: input.productId, quantity: input.quantity, ...(input.variantId ? { variantId: input.variantId } : {}) }),
    onSuccess: (items, input) => {
      queryClient.setQueryData(CART_QUERY_KEY, items);
      toast(addedToCartToast(input.name));
    },
    onError: (error, input) => {
      // A forced sign-out's notice is already shown and stays (api-client): nothing to add.
      if (isForcedSignOut(error)) return;
      if (user && isOfflineFailure(error) && canQueueTaps()) {
        // Offline: kept on the phone and sent when the connection returns, with a key so it adds once (ADR 235).
        const label = input.name ?? "This product";
        void keepTap({
          kind: "cart-add",
          user: user.id,
          label,
          productId: input.productId,
          quantity: input.quantity,
          ...(input.variantId ? { variantId: input.variantId } : {}),
          product: { id: input.productId, name: label, price: input.price, imageUrl: input.imageUrl ?? null },
        }).then(
          () => toast(waitingToast(`“${label}” will be added to your cart`)),
          () => toast(addToCartErrorToast(error instanceof Error ? error.message : "", {})),
        );
        return;
      }
      const message = error instanceof Error ? error.message : "";
      if (isAuthError(error)) {
        toast({ ...signInRequiredToast("cart"), variant: "destructive" });
        if (surface === "dialog") setTimeout(() => window.location.assign(DIALOG_SIGN_IN_URL), AUTH_ERROR_REDIRECT_MS);
        else setTimeout(() => navigate("/auth"), AUTH_ERROR_REDIRECT_MS);
      } else {
        // The stock toast's numbers come from the error body (apiRequest's HttpError).
        toast(addToCartErrorToast(message, error instanceof HttpError ? error.body : {}));
      }
    },
  });
  const add = (input: AddInput) => {
    if (!user) {
      toast(signInRequiredToast("cart"));
      setTimeout(() => navigate("/auth"), SIGNED_OUT_REDIRECT_MS);
      return;
    }
    mutation.mutate(input);
  };
  return Object.assign(add, { pending: mutation.isPending });
}

function onCartChangeError(navigate: (to: string) => void, fallback: string) {
  return (error: unknown) => {
    // A forced sign-out's notice is already shown and stays (api-client): nothing to add.
    if (isForcedSignOut(error)) return;
    if (isAuthError(error)) {
      toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
      setTimeout(() => navigate("/"), AUTH_ERROR_REDIRECT_MS);
    } else if (error instanceof HttpError && error.message.includes("Not enough stock")) {
      toast({ title: "⚠️ Not enough stock", description: stockToastDescription(error.body), variant: "destructive", duration: STOCK_TOAST_MS });
    } else {
      toast({ title: "Error", description: fallback, variant: "destructive" });
    }
  };
}

/** Quantity changes and removals, optimistic with rollback (spec §4: a decrement below 1 is ignored). */
export function useCartLineActions() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const optimistic = async (change: (items: CartItem[]) => CartItem[]) => {
    await queryClient.cancelQueries({ queryKey: CART_QUERY_KEY });
    const previous = queryClient.getQueryData<CartItem[]>(CART_QUERY_KEY);
    if (previous) queryClient.setQueryData(CART_QUERY_KEY, change(previous));
    return { previous };
  };
  const rollback = (_e: unknown, _v: unknown, context?: { previous?: CartItem[] }) => {
    if (context?.previous) queryClient.setQueryData(CART_QUERY_KEY, context.previous);
  };
  const update = useMutation({
    networkMode: "always",
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) => apiRequest<CartItem[]>("PUT", `/api/cart/${id}`, { quantity }),
    onMutate: ({ id, quantity }) => optimistic((items) => items.map((i) => (i.id === id ? { ...i, quantity } : i))),
    onError: (error, variables, context) => {
      const line = context?.previous?.find((item) => item.id === variables.id);
      if (user && line && isOfflineFailure(error) && canQueueTaps()) {
        // Offline: the new quantity stays on screen, marked waiting, and is set when the connection
        // returns (setting a quantity twice sets it once: no key needed, ADR 235).
        const label = line.variant ? `${line.product.name} — ${line.variant.title}` : line.product.name;
        void keepTap({ kind: "cart-quantity", user: user.id, label, lineId: variables.id, quantity: variables.quantity }).then(
          () => toast(waitingToast(`The quantity of “${label}” will be set to ${variables.quantity}`)),
          () => rollback(error, variables, context),
        );
        return;
      }
      rollback(error, variables, context);
      onCartChangeError(navigate, "Failed to update cart item. Please try again.")(error);
    },
    onSuccess: (items) => queryClient.setQueryData(CART_QUERY_KEY, items),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest<CartItem[]>("DELETE", `/api/cart/${id}`),
    onMutate: (id) => optimistic((items) => items.filter((i) => i.id !== id)),
    onError: (error, variables, context) => {
      rollback(error, variables, context);
      onCartChangeError(navigate, "Failed to remove item from cart. Please try again.")(error);
    },
    onSuccess: (items) => queryClient.setQueryData(CART_QUERY_KEY, items),
  });
  return {
    setQuantity: (id: string, quantity: number) => {
      if (quantity < 1) return;
      update.mutate({ id, quantity });
    },
    remove: (id: string) => remove.mutate(id),
  };
}
