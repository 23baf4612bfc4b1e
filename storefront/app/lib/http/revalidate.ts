import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** Spec §7/§9: product data on / and /products* refreshes every 60 s. */
export const PRODUCT_REFRESH_MS = 60_000;

/** Set for a moment when the background refresh starts (the router asks shouldRevalidate asynchronously). */
let refreshUntil = 0;

/**
 * Catalog pages keep their data when the URL did not change: the product dialog pushes and pops its
 * own history entry over the list, which the router sees as a visit to the same URL. Only the
 * background refresh (below) or a form submission reloads them then.
 */
export const keepDataOnSameUrl: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (Date.now() < refreshUntil) return true;
  if (!formMethod && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
};

/** Re-runs the page's loaders every 60 s while the tab is visible (the loaders are shared-cacheable, so this is cheap). */
export function useBackgroundRefresh(enabled = true): void {
  const revalidator = useRevalidator();
  const ref = useRef(revalidator);
  ref.current = revalidator;
  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => {
      if (document.visibilityState !== "visible" || ref.current.state !== "idle") return;
      refreshUntil = Date.now() + 2000;
      ref.current.revalidate();
    }, PRODUCT_REFRESH_MS);
    return () => clearInterval(id);
  }, [enabled]);
}
