/**
 * Glow's service worker (ADR 210), bundled by pwa-build.ts into build/client/sw.js. It only adds:
 * every page, form and script works without it (older phones, Opera Mini, a blocked worker).
 * - `/assets/*` (hashed scripts, styles, fonts): cache first.
 * - pictures (`/media/*`, `/images/*`, `/icons/*`): stale-while-revalidate, 80 kept, none > 300 KB.
 * - page navigations: network first; after 3 s, or when the network fails, the kept copy with the
 *   "You are offline" notice; a page never kept answers with the offline page listing what was seen.
 *   Only public pages are kept: never `/api/*`, a shopper's own pages, or a page marked private
 *   (every page rendered for a signed-in shopper), and all kept pages are forgotten on sign-out.
 * - taps made offline (ADR 235): queued by the page in IndexedDB (tap-queue.ts); Background Sync
 *   wakes the worker when the connection returns and it sends them, then tells open pages. Sign-out
 *   forgets them with the kept pages.
 * What decides is in rules.ts and tap-queue.ts (unit-tested); this file wires it to the worker's events.
 */
import {
  bareOfflinePage,
  CACHES,
  classify,
  fillSeenList,
  isPersonalPath,
  isSignOut,
  LIMITS,
  markSeenOffline,
  mayKeepPage,
  mayKeepPicture,
  NAVIGATION_TIMEOUT_MS,
  OFFLINE_PATH,
  seenKind,
  titleOf,
  type SeenPage,
} from "./rules";
import { clearTaps, sendTaps, TAP_SYNC_TAG, type TapOutcome } from "./tap-queue";

// The worker's own globals, typed here: the storefront's TypeScript program uses the DOM library,
// which does not describe a service worker's scope.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
  lastChance?: boolean;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: { type: "window" }): Promise<Array<{ postMessage(message: unknown): void }>> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
}
declare const self: WorkerScope;
/** Set by pwa-build.ts: a hash of the client build, so every deployment installs a new worker. */
declare const __GLOW_BUILD__: string;

const SHELL = CACHES.shell(__GLOW_BUILD__);
const KNOWN = new Set<string>([CACHES.assets, CACHES.pictures, CACHES.pages, SHELL]);

self.addEventListener("install", (event) => {
  event.waitUntil(
    keepOfflinePage().then(
      // Safe to take over at once: assets and pictures are kept by their own (hashed) names in caches
      // shared by every version, and activation deletes none of them, so a page that is open keeps
      // loading the files it started with (ADR 210).
      () => self.skipWaiting(),
      () => self.skipWaiting(),
    ),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith("glow-") && !KNOWN.has(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isSignOut(request.method, url.pathname)) {
    // A shared phone must not show the last shopper anything: forget every kept page as the
    // sign-out leaves (the request itself goes to the network untouched, with or without JavaScript).
    // Taps queued on this phone are the signed-in shopper's: never sent for whoever signs in next.
    event.waitUntil(Promise.all([caches.delete(CACHES.pages), clearTaps().catch(() => undefined)]));
    return;
  }
  if (request.method !== "GET") return;
  switch (classify(url.pathname, request.mode, request.destination)) {
    case "page":
      event.respondWith(page(event, url));
      return;
    case "asset":
      event.respondWith(cacheFirst(event, CACHES.assets, LIMITS.assets));
      return;
    case "picture":
      event.respondWith(staleWhileRevalidate(event, CACHES.pictures, LIMITS.pictures));
      return;
    default:
      return;
  }
});

self.addEventListener("sync", (event) => {
  if (event.tag === TAP_SYNC_TAG) event.waitUntil(replayTaps(event.lastChance === true));
});

/**
 * Sends the taps queued while offline, as whoever is signed in now, and tells open pages what
 * happened (they show it and refresh the cart and wishlist). A tap still waiting makes the sync fail,
 * so the browser tries again later; the page also sends on its next load or `online` event.
 */
async function replayTaps(lastChance: boolean): Promise<void> {
  const who = await fetch("/api/user", { credentials: "same-origin", cache: "no-store", headers: { Accept: "application/json" } });
  const user = who.ok ? ((await who.json()) as { id?: unknown }).id : null;
  const { settled, waiting } = await sendTaps((url, init) => fetch(url, init), typeof user === "string" ? user : null);
  if (settled.length > 0) await tellPages(settled);
  if (waiting > 0 && !lastChance) throw new Error(`${waiting} taps still waiting`);
}

async function tellPages(settled: TapOutcome[]): Promise<void> {
  for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage({ type: TAP_SYNC_TAG, settled: settled.length });
}

/** The offline page, rendered for a visitor without cookies (never a shopper's), and its stylesheets. */
async function keepOfflinePage(): Promise<void> {
  const response = await fetch(OFFLINE_PATH, { credentials: "omit", cache: "no-store" });
  if (!response.ok) throw new Error(`offline page: ${response.status}`);
  const html = await response.clone().text();
  const styles = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  const assets = await caches.open(CACHES.assets);
  await Promise.all(styles.map((href) => assets.add(href).catch(() => undefined)));
  await (await caches.open(SHELL)).put(OFFLINE_PATH, response);
}

const delay = (ms: number) => new Promise<"slow">((resolve) => setTimeout(() => resolve("slow"), ms));

async function page(event: FetchEvent, url: URL): Promise<Response> {
  const key = url.pathname + url.search;
  const network = fetch(event.request);
  if (isPersonalPath(url.pathname)) return network.catch(() => offlinePage());
  // Registered before the page is answered, so the copy is taken before the browser reads the body.
  event.waitUntil(
    network
      .then(async (response) => {
        if (!mayKeepPage(url.pathname, response)) return;
        const copy = response.clone();
        const pages = await caches.open(CACHES.pages);
        await pages.delete(key);
        await pages.put(key, copy);
        await trim(CACHES.pages, LIMITS.pages);
      })
      .catch(() => undefined),
  );
  const first = await Promise.race([network, delay(NAVIGATION_TIMEOUT_MS)]).catch(() => "failed" as const);
  // A live answer; a 5xx (the shop's "temporarily unavailable") only when nothing was kept.
  if (first instanceof Response && first.status < 500) return first;
  const kept = await caches.open(CACHES.pages).then((pages) => pages.match(key, { ignoreVary: true }));
  if (kept) return asSeenOffline(kept);
  if (first instanceof Response) return first;
  // Slow and never seen: keep waiting for the network, the offline page if it fails.
  return first === "slow" ? network.catch(() => offlinePage()) : offlinePage();
}

async function asSeenOffline(kept: Response): Promise<Response> {
  const headers = new Headers(kept.headers);
  // The body is rewritten (decoded, one attribute longer): the stored length and encoding no longer hold.
  headers.delete("content-length");
  headers.delete("content-encoding");
  headers.set("X-Glow-Offline", "kept-copy");
  return new Response(markSeenOffline(await kept.text()), { status: kept.status, statusText: kept.statusText, headers });
}

async function offlinePage(): Promise<Response> {
  const built = await caches.open(SHELL).then((shell) => shell.match(OFFLINE_PATH));
  const html = built ? await built.text() : bareOfflinePage();
  const headers = new Headers(built?.headers ?? { "Content-Type": "text/html; charset=utf-8" });
  headers.delete("content-length");
  headers.delete("content-encoding");
  headers.set("X-Glow-Offline", "offline-page");
  headers.set("Cache-Control", "no-store");
  return new Response(fillSeenList(html, await seenPages()), { status: 200, headers });
}

/** Kept product and category pages, most recently opened first, by their titles. */
async function seenPages(): Promise<SeenPage[]> {
  const pages = await caches.open(CACHES.pages);
  const seen: SeenPage[] = [];
  for (const request of [...(await pages.keys())].reverse()) {
    const url = new URL(request.url);
    if (!seenKind(url.pathname, url.search)) continue;
    const response = await pages.match(request, { ignoreVary: true });
    const title = response ? titleOf(await response.text()) : null;
    if (title) seen.push({ href: url.pathname + url.search, title });
    if (seen.length >= 12) break;
  }
  return seen;
}

async function cacheFirst(event: FetchEvent, name: string, limit: number): Promise<Response> {
  const cache = await caches.open(name);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.status === 200 && response.type === "basic") {
    event.waitUntil(cache.put(event.request, response.clone()).then(() => trim(name, limit)));
  }
  return response;
}

async function staleWhileRevalidate(event: FetchEvent, name: string, limit: number): Promise<Response> {
  const cache = await caches.open(name);
  const kept = await cache.match(event.request, { ignoreVary: true });
  const fresh = fetch(event.request).then(async (response) => {
    if (mayKeepPicture(response)) {
      await cache.put(event.request, response.clone());
      await trim(name, limit);
    }
    return response;
  });
  event.waitUntil(fresh.catch(() => undefined));
  return kept ?? fresh;
}

/** Oldest entries out until `limit` remain (Cache Storage lists entries in the order they were put). */
async function trim(name: string, limit: number): Promise<void> {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}
