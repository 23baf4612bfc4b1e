import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** Spec §7/§9: product data on / and /products* refreshes every 60 s. */
export const PRODUCT_REFRESH_MS = 60_000;

/** Set for a moment when the background refresh starts (the router asks shouldRevalidate asynchronously). */
let refreshUntil = 0;

/**
 * The last "Load more" with JavaScript: it appended a page and moved the address from the router's
 * `from` to `to` itself (history.replaceState, no navigation; ADR 111).
 */
let loadedMore: { from: string; to: string } | null = null;

/** Records that the list shown at the router's address `from` now shows everything up to the address `to`. */
export function rememberLoadedMore(from: string, to: string): void {
  loadedMore = { from, to };
}

const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

/**
 * Catalog pages keep their data when the URL did not change: the product dialog pushes and pops its
 * own history entry over the list, which the router sees as a visit to the same URL. Only the
 * background refresh (below) or a form submission reloads them then. The same holds when the dialog
 * was opened after "Load more": Back returns to the `?page=N` address "Load more" wrote, which the
 * router sees as a new URL, but the list on screen already shows it (issue 29: reloading it replaced
 * the loaded cards and lost the scroll position).
 */
export const keepDataOnSameUrl: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (Date.now() < refreshUntil) return true;
  if (!formMethod && currentUrl.href === nextUrl.href) return false;
  if (!formMethod && loadedMore && pathAndQuery(currentUrl) === loadedMore.from && pathAndQuery(nextUrl) === loadedMore.to) return false;
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
