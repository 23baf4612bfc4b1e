import { useLocation } from "@remix-run/react";

/** Spec §7: in admin mode, /api/admin data refreshes every 60 s while the path contains /admin. */
export const ADMIN_REFRESH_MS = 60_000;

/** React Query's refetchInterval for /api/admin queries: 60 s on /admin paths, off elsewhere. */
export function adminRefetchInterval(pathname: string): number | false {
  return pathname.includes("/admin") ? ADMIN_REFRESH_MS : false;
}

export function useAdminRefetchInterval(): number | false {
  return adminRefetchInterval(useLocation().pathname);
}
