/**
 * Coalesces concurrent single-key loads into one batched load (ADR 110). Medusa emits one event per
 * product of a batch write (500 `product.created` events for one `POST /admin/products/batch`), and
 * the event bus runs their consumers at once; reading each product on its own costs a `query.graph`
 * with prices and stock per product, which made bulk imports five times slower. Keys asked for
 * within `windowMs` (or until `maxBatch` keys) are read together.
 */
export class BatchLoader<K, V> {
  private pending = new Map<K, Array<{ resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly options: { windowMs: number; maxBatch: number },
  ) {}

  /** The value for `key`, or undefined when the batch had none for it. */
  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (this.pending.size >= this.options.maxBatch) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.options.windowMs);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = new Map();
    if (batch.size === 0) return;
    this.loadMany([...batch.keys()]).then(
      (values) => {
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(values.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  }
}
