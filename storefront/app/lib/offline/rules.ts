/**
 * What the service worker (service-worker.ts, ADR 210) keeps and how it shows it, as plain
 * functions: the worker's file only wires them to fetch events, and these are unit-tested here.
 * No DOM, no worker globals.
 */

/** Shown on a page the worker answered from its copy because the network failed or was too slow. */
export const OFFLINE_NOTICE = "You are offline — this is the page as you last saw it";

/** The page a navigation never seen before answers with when the network is gone (routes/offline.tsx). */
export const OFFLINE_PATH = "/offline";

/** `<html data-offline>` makes the root's notice visible (tailwind.css); set by the worker on kept copies. */
export const OFFLINE_ATTRIBUTE = "data-offline";

/** The hook in routes/offline.tsx where the worker lists the pages it kept: an empty `<ul data-offline-seen="true" …>`. */
const SEEN_LIST_HOOK = /(<ul data-offline-seen="true"[^>]*>)(<\/ul>)/;

/** How long a navigation waits for the network before a kept copy is shown. */
export const NAVIGATION_TIMEOUT_MS = 3000;

/**
 * Cache names. Assets, pictures and pages are not per version: hashed asset names never change
 * meaning, so a new worker keeps the old ones an open page may still load (no mixed old/new
 * assets). Only the offline page is per build.
 */
export const CACHES = {
  assets: "glow-assets-v1",
  pictures: "glow-pictures-v1",
  pages: "glow-pages-v1",
  shell: (build: string) => `glow-offline-${build}`,
} as const;

/** Entries each cache keeps, oldest out first. */
export const LIMITS = { assets: 200, pictures: 80, pages: 40 } as const;
/** A picture larger than this is never kept (the pictures cache stays under ~80 × 300 KB). */
export const MAX_PICTURE_BYTES = 300 * 1024;

/**
 * A signed-in shopper's own pages and the shop's staff pages: never kept, whoever asks. Pages
 * rendered for a signed-in shopper say `Cache-Control: private, no-store` anyway (root loader);
 * this list holds even if one forgot.
 */
const PERSONAL = /^\/(?:account|account-setup|auth|cart|checkout|orders|wishlist|profile|settings|dashboard|password-reset|admin)(?:[/._-]|$)/;

export function isPersonalPath(pathname: string): boolean {
  return PERSONAL.test(pathname) || pathname.startsWith("/api/");
}

/** The request that signs the shopper out: the worker forgets every kept page when it sees it. */
export function isSignOut(method: string, pathname: string): boolean {
  return method === "POST" && pathname === "/api/logout";
}

export type RequestKind = "page" | "asset" | "picture" | "network";

/** How a same-origin GET is answered. `network`: straight through, never kept (`/api/*`, Remix's `.data`, …). */
export function classify(pathname: string, mode: string, destination: string): RequestKind {
  if (pathname.startsWith("/api/") || pathname.endsWith(".data") || pathname === "/sw.js") return "network";
  if (mode === "navigate") return destination === "document" || destination === "" ? "page" : "network";
  // Vite's fingerprinted scripts, styles and fonts (server-app.ts serves them immutable).
  if (pathname.startsWith("/assets/")) return "asset";
  if (pathname.startsWith("/media/") || pathname.startsWith("/images/") || pathname.startsWith("/icons/")) return "picture";
  return "network";
}

export interface KeptResponse {
  status: number;
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
}

/** A page answer the device may keep: a plain 200 HTML page nobody marked private or no-store. */
export function mayKeepPage(pathname: string, response: KeptResponse): boolean {
  if (isPersonalPath(pathname) || pathname === OFFLINE_PATH) return false;
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return false;
  if (!(response.headers.get("content-type") ?? "").includes("text/html")) return false;
  return !/(?:^|,)\s*(?:private|no-store)\s*(?:,|$)/i.test(response.headers.get("cache-control") ?? "");
}

/** A picture the device may keep: 200, same origin, not larger than MAX_PICTURE_BYTES when it says. */
export function mayKeepPicture(response: KeptResponse): boolean {
  if (response.status !== 200 || response.type !== "basic") return false;
  const length = Number(response.headers.get("content-length") ?? "0");
  return !(length > MAX_PICTURE_BYTES);
}

/** The kept copy of a page, marked so that the root's offline notice shows (attribute on `<html>`). */
export function markSeenOffline(html: string): string {
  return html.replace(/<html(?=[\s>])/i, `<html ${OFFLINE_ATTRIBUTE}=""`);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

/** The page's `<title>`, without the shop's " | Glow"/" — Glow" suffix. */
export function titleOf(html: string): string | null {
  const match = /<title>([^<]{1,300})<\/title>/i.exec(html);
  if (!match?.[1]) return null;
  const text = match[1].replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);
  return text.replace(/\s+[|—–-]\s+Glow.*$/, "").trim() || null;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SeenPage {
  /** Path and query, same origin. */
  href: string;
  title: string;
}

/** What kind of kept page this is, for the offline page's list; null for pages it does not list. */
export function seenKind(pathname: string, search: string): "product" | "category" | null {
  if (pathname.startsWith("/products/slug/")) return "product";
  if (pathname === "/products" && /(?:^|[?&])category=/.test(search)) return "category";
  return null;
}

/** The offline page with the list of pages seen (most recent first) put in its hook. */
export function fillSeenList(html: string, seen: readonly SeenPage[]): string {
  const items = seen
    .filter((page) => page.href.startsWith("/") && !page.href.startsWith("//"))
    .map((page) => `<li><a class="text-brand-700 underline" href="${escapeHtml(page.href)}">${escapeHtml(page.title)}</a></li>`)
    .join("");
  const body = items || "<li>Nothing yet: pages you open while online are kept here for next time.</li>";
  return html.replace(SEEN_LIST_HOOK, (_hook, open: string, close: string) => `${open}${body}${close}`);
}

/** The offline page when even the built one is missing (first install failed): plain, no styles. */
export function bareOfflinePage(): string {
  return `<!doctype html><html lang="en-GH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You are offline — Glow</title></head><body><h1>You are offline</h1><p>This page has not been opened on this phone before. Pages you have seen:</p><ul data-offline-seen="true"></ul><p><a href="/">Home</a></p></body></html>`;
}
