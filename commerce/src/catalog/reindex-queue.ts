/**
 * Collects the products that events changed and reindexes them in batches, one batch at a time
 * (ADR 220). An import of 500 products with two variants each emits some 2,500 events at once
 * (`product.created`, `product-variant.created`, `pricing.price.created`, then `inventory-level.*`
 * when the stock goes in); answering each with its own read and its own index write cost a
 * transaction per event and wrote each product five times. Here every event adds its products to
 * the batch being collected and waits until a write that read them *after* the event has finished,
 * so awaiting `enqueue` still acknowledges the event the way the Search Module expects.
 *
 * A batch is written when no product was added for `quietMs`, at the latest `maxWaitMs` after its
 * first product (a steady stream of events cannot hold it back), or as soon as it holds `maxBatch`
 * products. Writes never overlap: two overlapping writes of one product could land in the wrong
 * order and leave the older state in the index. Products added while a write runs go to the next
 * batch, which is read after that write, so no change is lost.
 */
export interface ReindexQueueOptions {
  /** Write once no product was added for this long (a single staff edit waits only this). */
  quietMs: number;
  /** …but no later than this after the batch's first product. */
  maxWaitMs: number;
  /** A batch this full is written at once; the next one starts collecting. */
  maxBatch: number;
}

interface Batch {
  ids: Set<string>;
  done: Promise<void>;
  settle: (error?: unknown) => void;
}

function newBatch(): Batch {
  let settle!: (error?: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // A batch nobody awaits (all its callers gone) must not become an unhandled rejection.
  done.catch(() => undefined);
  return { ids: new Set(), done, settle };
}

export class ReindexQueue {
  private collecting: Batch | null = null;
  private readonly ready: Batch[] = [];
  private writing = false;
  private quietTimer: ReturnType<typeof setTimeout> | null = null;
  private maxWaitTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly write: (ids: string[]) => Promise<void>,
    private readonly options: ReindexQueueOptions,
  ) {}

  /** Resolves once the products were read and written by a batch that began after this call; rejects with that batch's error. */
  enqueue(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return Promise.resolve();
    const batch = (this.collecting ??= newBatch());
    for (const id of ids) batch.ids.add(id);
    if (batch.ids.size >= this.options.maxBatch) {
      this.cut();
    } else {
      if (this.quietTimer) clearTimeout(this.quietTimer);
      this.quietTimer = setTimeout(() => this.cut(), this.options.quietMs);
      this.maxWaitTimer ??= setTimeout(() => this.cut(), this.options.maxWaitMs);
    }
    return batch.done;
  }

  /** Products waiting to be written (collected or cut but not written yet). */
  get pending(): number {
    return (this.collecting?.ids.size ?? 0) + this.ready.reduce((sum, b) => sum + b.ids.size, 0);
  }

  /** Ends the batch being collected and hands it to the writer. */
  private cut(): void {
    if (this.quietTimer) clearTimeout(this.quietTimer);
    if (this.maxWaitTimer) clearTimeout(this.maxWaitTimer);
    this.quietTimer = this.maxWaitTimer = null;
    const batch = this.collecting;
    this.collecting = null;
    if (!batch) return;
    this.ready.push(batch);
    void this.drain();
  }

  /** Writes the cut batches one after the other. */
  private async drain(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      for (let batch = this.ready.shift(); batch; batch = this.ready.shift()) {
        try {
          await this.write([...batch.ids]);
          batch.settle();
        } catch (error) {
          batch.settle(error ?? new Error("reindex failed"));
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
