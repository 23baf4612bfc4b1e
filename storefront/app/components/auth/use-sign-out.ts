import { useNavigate } from "@remix-run/react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "~/components/ui/use-toast";
import { apiRequest, errorMessage, isForcedSignOut, USER_QUERY_KEY } from "~/lib/http/api-client";
import { SIGNED_OUT_TOAST } from "~/lib/http/shop-toasts";
import { forgetTaps } from "~/lib/offline/taps";

/**
 * Set for a moment while signing out: a guarded page that sees the user gone then sends the shopper
 * to / (spec §2: after logout the browser goes to /) instead of /auth (components/auth/Guarded.tsx).
 */
let signingOutUntil = 0;
export const isSigningOut = (): boolean => Date.now() < signingOutUntil;

/** Sign out: POST /api/logout, clear every cached query, go to / at once (spec §2, §4). */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await apiRequest("POST", "/api/logout");
      // Taps kept offline are this shopper's: a shared phone never sends them for the next (ADR 235).
      await forgetTaps();
      signingOutUntil = Date.now() + 3000;
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.clear();
      toast(SIGNED_OUT_TOAST);
      navigate("/", { replace: true });
    } catch (error) {
      // Already signed out by force: its notice stays, and it moves to /auth by itself.
      if (isForcedSignOut(error)) return;
      toast({ title: "Sign out failed", description: errorMessage(error, "Please try again."), variant: "destructive" });
    }
  };
}
