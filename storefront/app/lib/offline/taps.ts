/**
 * The page's side of taps made offline (ADR 235): a tap whose request could not leave the phone is
 * kept in IndexedDB (tap-queue.ts) with a key made here, the shopper is told it is waiting, and it is
 * sent when the connection returns — by the service worker's Background Sync where the browser has
 * it, and by the page on its next load and on the `online` event everywhere (whichever comes first;
 * a tap sent twice still applies once). Without JavaScript nothing is queued: forms post as always.
 */
import { useSyncExternalStore } from "react";
import { clearTaps, listTaps, queueTap, sendTaps, takeOutcomes, TAP_LEASE_MS, TAP_SYNC_TAG, type NewTap, type Tap, type TapOutcome } from "./tap-queue";

/** The toast shown when a tap is kept for later. */
export const WAITING_TITLE = "Waiting for connection";
export const WAITING_MARK = "Waiting for connection";

/** True when a request failed because the phone is offline (fetch's TypeError), not because the shop said no. */
export function isOfflineFailure(error: unknown): boolean {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return true;
  return error instanceof TypeError;
}

/** Whether this browser can keep taps at all (IndexedDB; private modes of old browsers lack it). */
export function canQueueTaps(): boolean {
  return typeof indexedDB !== "undefined";
}

/** crypto.randomUUID where the page is a secure context, else a v4 UUID from getRandomValues. */
export function newTapKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// The waiting taps, mirrored in memory for React (useSyncExternalStore).
let snapshot: Tap[] = [];
const listeners = new Set<() => void>();

async function refresh(): Promise<void> {
  snapshot = canQueueTaps() ? await listTaps().catch(() => snapshot) : [];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: Tap[] = [];

/** The taps waiting on this phone (none on the server, none before the page has read them). */
export function useQueuedTaps(): Tap[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}

/** Keeps a tap for later and asks the browser to wake the worker when the connection returns. */
export async function keepTap(tap: NewTap): Promise<Tap> {
  const queued = await queueTap(tap, newTapKey());
  await refresh();
  void askForSync();
  return queued;
}

async function askForSync(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration().catch(() => undefined)) as
    | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
    | undefined;
  await registration?.sync?.register(TAP_SYNC_TAG).catch(() => undefined);
}

/** Sign-out on this page: the shopper's waiting taps go with them. */
export async function forgetTaps(): Promise<void> {
  if (!canQueueTaps()) return;
  await clearTaps().catch(() => undefined);
  await refresh();
}

let sending: Promise<number> | null = null;

/**
 * Sends what is waiting (as `user`, who is signed in on this page) and hands every outcome not yet
 * shown — the worker's too — to `tell`. One run at a time per page.
 */
export function sendWaitingTaps(user: string | null, tell: (outcomes: TapOutcome[]) => void): Promise<number> {
  if (!canQueueTaps()) return Promise.resolve(0);
  sending ??= (async () => {
    let waiting = 0;
    try {
      if (navigator.onLine !== false && (await listTaps()).length > 0) waiting = (await sendTaps((url, init) => fetch(url, init), user)).waiting;
      const outcomes = await takeOutcomes();
      await refresh();
      if (outcomes.length > 0) tell(outcomes);
    } catch {
      // IndexedDB unavailable or closed: the taps stay where they are for the next try.
    } finally {
      sending = null;
    }
    return waiting;
  })();
  return sending;
}

/**
 * Starts sending: now (the page's load), on `online`, and when the worker says it sent some.
 * Answers the function that stops it.
 */
export function startTapReplay(user: () => string | null, tell: (outcomes: TapOutcome[]) => void): () => void {
  if (!canQueueTaps()) return () => undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    clearTimeout(retry);
    void sendWaitingTaps(user(), tell).then((waiting) => {
      // Still waiting while online (the shop was busy, or the worker held a tap and went away): once
      // more when its lease has run out.
      if (waiting > 0 && navigator.onLine) retry = setTimeout(run, TAP_LEASE_MS + 1000);
    });
  };
  const fromWorker = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === TAP_SYNC_TAG) run();
  };
  addEventListener("online", run);
  navigator.serviceWorker?.addEventListener("message", fromWorker);
  void refresh().then(run);
  return () => {
    clearTimeout(retry);
    removeEventListener("online", run);
    navigator.serviceWorker?.removeEventListener("message", fromWorker);
  };
}

/**
 * One toast for everything settled at once (the shop shows one toast at a time): refusals first, as
 * the shopper has something to do about them.
 */
export function outcomesToast(outcomes: TapOutcome[]): { title: string; description: string; variant?: "destructive" } {
  const refused = outcomes.filter((outcome) => outcome.result === "refused");
  const description = [...refused, ...outcomes.filter((outcome) => outcome.result === "applied")].map((outcome) => outcome.message).join(" ");
  if (refused.length === 0) return { title: "Sent", description };
  return { title: refused.some((outcome) => outcome.signedOut) ? "Sign in required" : "Not sent", description, variant: "destructive" };
}
