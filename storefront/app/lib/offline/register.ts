import { OFFLINE_ATTRIBUTE } from "./rules";

/**
 * The browser's side of the service worker (ADR 210), started by entry.client.tsx in production
 * builds only: a page without JavaScript, or a browser without service workers, simply never has one.
 */
export function startServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  // After the page has loaded: the worker's first fetches must not compete with the page's own.
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
  addEventListener("click", followLinksAsDocuments, true);
}

/**
 * Offline, or on a copy the worker kept, a link is followed as a plain document navigation (the
 * browser's own, before React's router sees the click): the worker answers it with the page as last
 * seen or the offline page, where Remix's data request would only fail.
 */
function followLinksAsDocuments(event: MouseEvent): void {
  if (navigator.onLine && !document.documentElement.hasAttribute(OFFLINE_ATTRIBUTE)) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target || link.hasAttribute("download")) return;
  // A link that opens a dialog on the page (the cart drawer, the menu): its own handler runs, offline
  // too — the drawer shows the taps waiting for the connection (ADR 235).
  if (link.hasAttribute("aria-haspopup")) return;
  event.stopPropagation();
}
