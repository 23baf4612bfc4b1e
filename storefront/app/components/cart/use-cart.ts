import { useNavigate } from "@remix-run/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/components/ui/use-toast";
import { useUser } from "~/hooks/use-user";
import { apiRequest, getQueryFn, HttpError, isAuthError } from "~/lib/api-client";
import type { CartItem } from "~/lib/medusa/cart.types";

export const CART_QUERY_KEY = ["/api/cart"] as const;
/** Spec §9. */
export const CART_TOAST_MS = 2000;
export const STOCK_TOAST_MS = 4000;
export const AUTH_ERROR_REDIRECT_MS = 500;
export const SIGNED_OUT_REDIRECT_MS = 1000;

export function useCart() {
  const { user } = useUser();
  const query = useQuery<CartItem[] | null>({
    queryKey: CART_QUERY_KEY,
    queryFn: getQueryFn<CartItem[]>({ on401: "returnNull" }) as () => Promise<CartItem[] | null>,
    enabled: Boolean(user),
  });
  const items = user ? (query.data ?? []) : [];
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const total = items.reduce((sum, item) => sum + Number.parseFloat(item.product.price) * item.quantity, 0);
  return { items, count, total, isLoading: query.isLoading && Boolean(user) };
}

/** The stock toast of spec §8, built from the error body. */
export function stockToastDescription(body: Record<string, unknown>): string {
  const available = Number(body.availableStock ?? 0);
  const inCart = Number(body.currentCartQuantity ?? 0);
  return `Only ${available} items available${inCart > 0 ? `. You have ${inCart} in cart` : ""}`;
}

/** Add to cart with the spec's toasts (§8) and redirects (§9). */
export function useAddToCart() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (input: { productId: string; quantity: number; name?: string }) =>
      apiRequest<CartItem[]>("POST", "/api/cart", { productId: input.productId, quantity: input.quantity }),
    onSuccess: (items, input) => {
      queryClient.setQueryData(CART_QUERY_KEY, items);
      toast({ title: "Added to cart", description: input.name ? `${input.name} is in your cart.` : "The product is in your cart.", duration: CART_TOAST_MS });
    },
    onError: (error) => {
      const message = error instanceof Error ? error.message : "";
      if (isAuthError(error)) {
        toast({ title: "Sign in required", description: "Please sign in to add items to your cart.", variant: "destructive" });
        setTimeout(() => navigate("/auth"), AUTH_ERROR_REDIRECT_MS);
      } else if (message.includes("Not enough stock") && error instanceof HttpError) {
        toast({ title: "⚠️ Not enough stock", description: stockToastDescription(error.body), variant: "destructive", duration: STOCK_TOAST_MS });
      } else if (message.includes("not available")) {
        toast({ title: "Product unavailable", description: "This product is currently not available.", variant: "destructive" });
      } else {
        toast({ title: "Error", description: "Failed to add item to cart. Please try again.", variant: "destructive" });
      }
    },
  });
  const add = (input: { productId: string; quantity: number; name?: string }) => {
    if (!user) {
      toast({ title: "Sign in required", description: "Please sign in to add items to your cart." });
      setTimeout(() => navigate("/auth"), SIGNED_OUT_REDIRECT_MS);
      return;
    }
    mutation.mutate(input);
  };
  return Object.assign(add, { pending: mutation.isPending });
}

function onCartChangeError(navigate: (to: string) => void, fallback: string) {
  return (error: unknown) => {
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
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) => apiRequest<CartItem[]>("PUT", `/api/cart/${id}`, { quantity }),
    onMutate: ({ id, quantity }) => optimistic((items) => items.map((i) => (i.id === id ? { ...i, quantity } : i))),
    onError: (error, variables, context) => {
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
