import { useNavigate } from "@remix-run/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { handleReadForcedSignOut, registerApiClient, USER_QUERY_KEY, type ServerErrorBody } from "~/lib/http/api-client";
import { refreshDeviceFingerprintCookie } from "~/lib/auth/fingerprint";

/** The spec's "separate background poller" (120000 ms): it re-checks the session so a forced sign-out shows on an idle page. */
export const SESSION_POLL_MS = 120_000;

/**
 * Wires the browser side of sessions: the device fingerprint cookie, the helpers' access to the
 * query cache and router, the session poller, and a forced sign-out the server found while rendering.
 */
export function AuthSync({ forcedSignOut }: { forcedSignOut: ServerErrorBody | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    registerApiClient({ queryClient, navigate: (to) => navigate(to) });
  }, [queryClient, navigate]);

  useEffect(() => {
    refreshDeviceFingerprintCookie();
  }, []);

  useEffect(() => {
    if (forcedSignOut?.autoLogout) handleReadForcedSignOut(forcedSignOut);
  }, [forcedSignOut]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (queryClient.getQueryData(USER_QUERY_KEY)) void queryClient.refetchQueries({ queryKey: USER_QUERY_KEY });
    }, SESSION_POLL_MS);
    return () => clearInterval(timer);
  }, [queryClient]);

  return null;
}
