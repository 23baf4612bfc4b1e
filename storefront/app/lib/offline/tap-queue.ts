/**
 * Taps made offline, kept on the device until the connection returns (ADR 235): "Add to cart", a
 * cart line's quantity and the wishlist heart. Used by the page (lib/offline/taps.ts) and the
 * service worker's Background Sync (service-worker.ts) alike — IndexedDB and fetch exist in both, so
 * whichever runs first sends a tap; the other finds it gone or leased.
 *
 * Each tap is sent once per lease, and a tap sent twice anyway (the worker and the page at once, or
 * an answer lost to a dropped connection) still applies once: an add carries the device's
 * idempotency key (`Idempotency-Key`, remembered by commerce's add workflow for 24 h); a quantity is
 * set, not added, and a heart says "in" or "out", so sending either again changes nothing. The queue
 * keeps one tap per cart line and per heart (the last one wins).
 *
 * Nothing here touches the DOM or worker globals: only indexedDB, fetch and crypto.
 */
import { IDEMPOTENCY_KEY_HEADER } from "@glow/shop-contracts/constants";

export const TAP_SYNC_TAG = "glow-taps";
const DB_NAME = "glow-taps";
const DB_VERSION = 1;
const TAPS = "taps";
const OUTCOMES = "outcomes";
/** A tap being sent is left alone by other senders this long (ms): longer than any answer takes. */
export const TAP_LEASE_MS = 30_000;
/** A tap the shop keeps failing (5xx) is given up after this many tries, with a message. */
export const MAX_TAP_TRIES = 5;
/** A tap older than this is not sent any more (the shop forgets its key after 24 h). */
export const MAX_TAP_AGE_MS = 20 * 60 * 60 * 1000;

/** What the cart drawer and the wishlist show of a waiting tap (a heart keeps the whole product card's data). */
export interface TapProduct {
  id: string;
  name: string;
  price?: string;
  imageUrl?: string | null;
  [field: string]: unknown;
}

interface TapBase {
  /** The queue's own key: one per add, one per cart line, one per heart. */
  id: string;
  /** crypto.randomUUID(), made on the device when the shopper tapped. */
  key: string;
  /** Who tapped (the shopper's id): a tap is never sent for someone else. */
  user: string;
  /** What the shopper is told about it ("Shea butter — 250 ml"). */
  label: string;
  queuedAt: number;
  tries: number;
  leaseUntil: number;
}

export type Tap =
  | (TapBase & { kind: "cart-add"; productId: string; variantId?: string; quantity: number; product: TapProduct })
  | (TapBase & { kind: "cart-quantity"; lineId: string; quantity: number })
  | (TapBase & { kind: "wishlist"; productId: string; add: boolean; product: TapProduct })
  | (TapBase & { kind: "review"; productId: string; rating: number; comment?: string });

export type NewTap = Tap extends infer T ? (T extends Tap ? Omit<T, "id" | "key" | "queuedAt" | "tries" | "leaseUntil"> : never) : never;

export interface TapOutcome {
  id: string;
  kind: Tap["kind"];
  label: string;
  /** applied: it went through; refused: the shop said no (message says why). */
  result: "applied" | "refused";
  message: string;
  /** True when the shopper was signed out (the page offers to sign in). */
  signedOut: boolean;
  at: number;
}

export function tapId(tap: NewTap, key: string): string {
  if (tap.kind === "cart-quantity") return `cart-line:${tap.lineId}`;
  if (tap.kind === "wishlist") return `wishlist:${tap.productId}`;
  // One review per product and shopper: a newer draft of the same product replaces the waiting one.
  if (tap.kind === "review") return `review:${tap.productId}`;
  return `cart-add:${key}`;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error("IndexedDB transaction failed"));
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
  });
}

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(TAPS)) db.createObjectStore(TAPS, { keyPath: "id" });
      if (!db.objectStoreNames.contains(OUTCOMES)) db.createObjectStore(OUTCOMES, { keyPath: "id" });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB open failed"));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Keeps a tap (replacing the waiting one of the same cart line or heart); answers it. */
export async function queueTap(tap: NewTap, key: string, now = Date.now()): Promise<Tap> {
  const queued = { ...tap, id: tapId(tap, key), key, queuedAt: now, tries: 0, leaseUntil: 0 } as Tap;
  const db = await openDb();
  const tx = db.transaction(TAPS, "readwrite");
  tx.objectStore(TAPS).put(queued);
  await done(tx);
  return queued;
}

export async function listTaps(): Promise<Tap[]> {
  const db = await openDb();
  const taps = await request(db.transaction(TAPS).objectStore(TAPS).getAll() as IDBRequest<Tap[]>);
  return taps.sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Forgets every waiting tap and untold outcome (sign-out: a shared phone must not send one shopper's taps for the next). */
export async function clearTaps(): Promise<void> {
  const db = await openDb();
  const tx = db.transaction([TAPS, OUTCOMES], "readwrite");
  tx.objectStore(TAPS).clear();
  tx.objectStore(OUTCOMES).clear();
  await done(tx);
}

/** Outcomes not yet shown to the shopper, taken (deleted) as they are read: each is told once. */
export async function takeOutcomes(): Promise<TapOutcome[]> {
  const db = await openDb();
  const tx = db.transaction(OUTCOMES, "readwrite");
  const store = tx.objectStore(OUTCOMES);
  const outcomes = await request(store.getAll() as IDBRequest<TapOutcome[]>);
  store.clear();
  await done(tx);
  return outcomes.sort((a, b) => a.at - b.at);
}

/** Takes the tap for sending unless another sender holds it; answers the tap as taken, or null. */
async function lease(id: string, now: number): Promise<Tap | null> {
  const db = await openDb();
  const tx = db.transaction(TAPS, "readwrite");
  const store = tx.objectStore(TAPS);
  const tap = (await request(store.get(id) as IDBRequest<Tap | undefined>)) ?? null;
  let taken: Tap | null = null;
  if (tap && tap.leaseUntil <= now) {
    taken = { ...tap, leaseUntil: now + TAP_LEASE_MS, tries: tap.tries + 1 };
    store.put(taken);
  }
  await done(tx);
  return taken;
}

/** After a send: the tap is done (and its outcome kept for the page), or put back for later. */
async function settle(tap: Tap, outcome: TapOutcome | null): Promise<void> {
  const db = await openDb();
  const tx = db.transaction([TAPS, OUTCOMES], "readwrite");
  const taps = tx.objectStore(TAPS);
  const current = await request(taps.get(tap.id) as IDBRequest<Tap | undefined>);
  // A newer tap of the same line or heart replaced this one while it was sent: that one stays.
  const replaced = current !== undefined && current.key !== tap.key;
  if (outcome) {
    if (!replaced) taps.delete(tap.id);
    tx.objectStore(OUTCOMES).put(outcome);
  } else if (!replaced && current) {
    taps.put({ ...current, leaseUntil: 0 });
  }
  await done(tx);
}

/** The request a tap is sent as: the same ones the page's own buttons send. */
export function tapRequest(tap: Tap): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { Accept: "application/json", "Content-Type": "application/json" };
  if (tap.kind === "cart-add") {
    headers[IDEMPOTENCY_KEY_HEADER] = tap.key;
    const body = { productId: tap.productId, quantity: tap.quantity, ...(tap.variantId ? { variantId: tap.variantId } : {}) };
    return { url: "/api/cart", init: { method: "POST", headers, body: JSON.stringify(body), credentials: "same-origin" } };
  }
  if (tap.kind === "cart-quantity") {
    return { url: `/api/cart/${encodeURIComponent(tap.lineId)}`, init: { method: "PUT", headers, body: JSON.stringify({ quantity: tap.quantity }), credentials: "same-origin" } };
  }
  if (tap.kind === "review") {
    const body = { rating: tap.rating, ...(tap.comment ? { comment: tap.comment } : {}) };
    return { url: `/api/products/${encodeURIComponent(tap.productId)}/reviews`, init: { method: "POST", headers, body: JSON.stringify(body), credentials: "same-origin" } };
  }
  if (tap.add) return { url: "/api/wishlist", init: { method: "POST", headers, body: JSON.stringify({ productId: tap.productId }), credentials: "same-origin" } };
  return { url: `/api/wishlist/${encodeURIComponent(tap.productId)}`, init: { method: "DELETE", headers: { Accept: "application/json" }, credentials: "same-origin" } };
}

/** What the shopper is told once a tap went through. */
export function appliedMessage(tap: Tap): string {
  if (tap.kind === "cart-add") return `“${tap.label}” was added to your cart.`;
  if (tap.kind === "cart-quantity") return `The quantity of “${tap.label}” is now ${tap.quantity}.`;
  if (tap.kind === "review") return `Your review of “${tap.label}” was sent and is pending approval.`;
  return tap.add ? `“${tap.label}” was added to your wishlist.` : `“${tap.label}” was removed from your wishlist.`;
}

function refusedMessage(tap: Tap, why: string): string {
  const what =
    tap.kind === "cart-add"
      ? `“${tap.label}” was not added to your cart`
      : tap.kind === "cart-quantity"
        ? `The quantity of “${tap.label}” was not changed`
        : tap.kind === "review"
          ? `Your review of “${tap.label}” was not sent`
          : `Your wishlist was not changed for “${tap.label}”`;
  return `${what}: ${why}`;
}

/**
 * The outcome of one answer, or null when the tap should wait and be tried again (no network, the
 * shop busy or down). Pure: unit-tested.
 */
export function outcomeOf(tap: Tap, answer: { status: number; message?: string } | "network-error", now = Date.now()): TapOutcome | null {
  const base = { id: `${tap.id}:${tap.key}`, kind: tap.kind, label: tap.label, at: now, signedOut: false };
  if (answer === "network-error") {
    if (now - tap.queuedAt > MAX_TAP_AGE_MS) return { ...base, result: "refused", message: refusedMessage(tap, "it waited too long for a connection. Please tap it again.") };
    return null;
  }
  if (answer.status >= 200 && answer.status < 300) return { ...base, result: "applied", message: appliedMessage(tap) };
  // A shopper reviews a product once (the reviews module's unique index), and the form is offered only
  // to one who has not: a 409 on a review sent again means an earlier send went through unanswered.
  if (tap.kind === "review" && answer.status === 409) return { ...base, result: "applied", message: appliedMessage(tap) };
  // A review's 403 is the shop's "only what you received" (its message says so), not a sign-out.
  if (answer.status === 401 || (answer.status === 403 && tap.kind !== "review")) {
    return { ...base, signedOut: true, result: "refused", message: refusedMessage(tap, "you were signed out. Please sign in and tap it again.") };
  }
  if (answer.status === 408 || answer.status === 429 || answer.status >= 500) {
    if (tap.tries < MAX_TAP_TRIES) return null;
    return { ...base, result: "refused", message: refusedMessage(tap, "the shop could not take it just now. Please tap it again.") };
  }
  const why = answer.message?.replace(/^\d{3}: /, "").trim() || "the shop refused it.";
  return { ...base, result: "refused", message: refusedMessage(tap, why) };
}

async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === "string" ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends the waiting taps, oldest first, and answers what was settled. `user` is who is signed in now
 * (null: nobody): a tap another shopper made is dropped, never sent for this one (a shared phone); a
 * tap of a shopper whose session ended is sent and refused "signed out", so they are told. Stops at
 * the first network failure: the connection is gone again.
 */
export async function sendTaps(send: typeof fetch, user: string | null, now: () => number = Date.now): Promise<{ settled: TapOutcome[]; waiting: number }> {
  const settled: TapOutcome[] = [];
  const taps = await listTaps();
  let waiting = 0;
  for (const [index, queued] of taps.entries()) {
    if (user !== null && queued.user !== user) {
      await dropTap(queued.id);
      continue;
    }
    const tap = await lease(queued.id, now());
    if (!tap) {
      waiting += 1;
      continue;
    }
    const { url, init } = tapRequest(tap);
    const answer = await send(url, init).then(
      async (response) => ({ status: response.status, message: response.ok ? undefined : await readMessage(response) }),
      () => "network-error" as const,
    );
    const outcome = outcomeOf(tap, answer, now());
    await settle(tap, outcome);
    if (outcome) settled.push(outcome);
    else {
      waiting += 1;
      if (answer === "network-error") {
        waiting += taps.length - index - 1;
        break;
      }
    }
  }
  return { settled, waiting };
}

async function dropTap(id: string): Promise<void> {
  const db = await openDb();
  const tx = db.transaction(TAPS, "readwrite");
  tx.objectStore(TAPS).delete(id);
  await done(tx);
}
