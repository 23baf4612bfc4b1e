import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { CART_QUERY_KEY } from "~/components/cart/use-cart";
import { toast } from "~/components/ui/use-toast";
import { WISHLIST_QUERY_KEY } from "~/components/wishlist/use-wishlist";
import { useUser } from "~/hooks/use-user";
import { outcomesToast, startTapReplay } from "~/lib/offline/taps";
import type { TapOutcome } from "~/lib/offline/tap-queue";

/**
 * Sends the taps kept offline when the page loads and when the connection returns, and tells the
 * shopper how each went: it went through, or why it was refused — never lost silently (ADR 235).
 * Renders nothing; mounted once by the root.
 */
export function OfflineTaps() {
  const { user, isLoading } = useUser();
  const queryClient = useQueryClient();
  const userId = useRef<string | null>(null);
  userId.current = user?.id ?? null;

  useEffect(() => {
    // Until the user is known, a tap of theirs could be taken for someone else's.
    if (isLoading) return;
    const tell = (outcomes: TapOutcome[]) => {
      toast(outcomesToast(outcomes));
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY });
      // A review sent: the product's "can review" answer changed (keys of ReviewsSection.tsx, not
      // imported here: that module is the product page's, not the shell's).
      if (outcomes.some((outcome) => outcome.kind === "review")) void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === "/api/products" && query.queryKey[2] === "can-review" });
    };
    return startTapReplay(() => userId.current, tell);
  }, [isLoading, queryClient]);

  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn) return;
    // What a tap made offline shows — the toast and the cart drawer, both loaded on first use — is
    // fetched while the connection is here, for signed-in shoppers only (the only ones whose taps are
    // kept): a first toast or drawer opened in a tunnel could not load its code. Kept by the browser's
    // cache and the worker's (hashed, immutable), so it costs bytes once per build.
    const warm = () => {
      void import("~/components/ui/toaster").catch(() => undefined);
      void import("~/components/cart/CartDrawerPanel").catch(() => undefined);
    };
    const timer = setTimeout(warm, WARM_AFTER_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);
  return null;
}

/** After the page's own loading is done (ADR 076 starts scripts after load). */
const WARM_AFTER_MS = 2000;
