/**
 * The cluster primary's bookkeeping (ADR 096), apart from `node:cluster` so it can be tested with
 * plain objects: it relays a worker's broadcast to every other worker and tells the sender once all
 * of them applied it, and it hands out per-key locks one holder at a time (FIFO, with a time limit
 * so a stuck or dead holder cannot block a customer's cart for ever).
 */

/** Worker → primary. */
export type ToPrimary =
  | { glow: "broadcast"; id: string; kind: string; payload: unknown }
  | { glow: "delivered"; id: string }
  | { glow: "lock"; id: string; key: string }
  | { glow: "unlock"; id: string; key: string };

/** Primary → worker. */
export type ToWorker =
  | { glow: "deliver"; id: string; kind: string; payload: unknown }
  | { glow: "done"; id: string }
  | { glow: "granted"; id: string };

export function isToPrimary(message: unknown): message is ToPrimary {
  return typeof message === "object" && message !== null && ["broadcast", "delivered", "lock", "unlock"].includes((message as { glow?: unknown }).glow as string);
}

export function isToWorker(message: unknown): message is ToWorker {
  return typeof message === "object" && message !== null && ["deliver", "done", "granted"].includes((message as { glow?: unknown }).glow as string);
}

/** A lock is released by the primary after this long even if its holder never says so (as the Redis lock's PX). */
export const CLUSTER_LOCK_TTL_MS = 15_000;

interface Holder {
  worker: number;
  id: string;
  timer: ReturnType<typeof setTimeout>;
}

export class ClusterCoordinator {
  private readonly workers = new Set<number>();
  /** Broadcast id → the sender and the workers that have not applied it yet. */
  private readonly deliveries = new Map<string, { from: number; waiting: Set<number> }>();
  private readonly holders = new Map<string, Holder>();
  private readonly queues = new Map<string, Array<{ worker: number; id: string }>>();

  constructor(
    private readonly send: (worker: number, message: ToWorker) => void,
    private readonly lockTtlMs = CLUSTER_LOCK_TTL_MS,
  ) {}

  join(worker: number): void {
    this.workers.add(worker);
  }

  /** A worker exited: it applies nothing more, holds nothing, waits for nothing. */
  leave(worker: number): void {
    this.workers.delete(worker);
    for (const [id, delivery] of this.deliveries) {
      if (delivery.from === worker) this.deliveries.delete(id);
      else if (delivery.waiting.delete(worker)) this.finishIfDone(id);
    }
    for (const [key, queue] of this.queues) this.queues.set(key, queue.filter((waiter) => waiter.worker !== worker));
    for (const [key, holder] of this.holders) if (holder.worker === worker) this.release(key);
  }

  receive(from: number, message: ToPrimary): void {
    switch (message.glow) {
      case "broadcast": {
        const others = [...this.workers].filter((worker) => worker !== from);
        this.deliveries.set(message.id, { from, waiting: new Set(others) });
        for (const worker of others) this.send(worker, { glow: "deliver", id: message.id, kind: message.kind, payload: message.payload });
        this.finishIfDone(message.id);
        return;
      }
      case "delivered": {
        if (this.deliveries.get(message.id)?.waiting.delete(from)) this.finishIfDone(message.id);
        return;
      }
      case "lock": {
        const queue = this.queues.get(message.key) ?? [];
        queue.push({ worker: from, id: message.id });
        this.queues.set(message.key, queue);
        if (!this.holders.has(message.key)) this.grantNext(message.key);
        return;
      }
      case "unlock": {
        const holder = this.holders.get(message.key);
        if (holder && holder.worker === from && holder.id === message.id) this.release(message.key);
        else this.queues.set(message.key, (this.queues.get(message.key) ?? []).filter((waiter) => waiter.id !== message.id));
        return;
      }
    }
  }

  private finishIfDone(id: string): void {
    const delivery = this.deliveries.get(id);
    if (!delivery || delivery.waiting.size > 0) return;
    this.deliveries.delete(id);
    if (this.workers.has(delivery.from)) this.send(delivery.from, { glow: "done", id });
  }

  private release(key: string): void {
    const holder = this.holders.get(key);
    if (holder) clearTimeout(holder.timer);
    this.holders.delete(key);
    this.grantNext(key);
  }

  private grantNext(key: string): void {
    const queue = this.queues.get(key) ?? [];
    const next = queue.shift();
    if (queue.length === 0) this.queues.delete(key);
    if (!next) return;
    const timer = setTimeout(() => this.release(key), this.lockTtlMs);
    timer.unref?.();
    this.holders.set(key, { ...next, timer });
    this.send(next.worker, { glow: "granted", id: next.id });
  }

  /** For tests and diagnostics. */
  get pendingDeliveries(): number {
    return this.deliveries.size;
  }
}
