/**
 * Group commit for one customer's adds (issue 31 point 4) and line changes. Every add or change of a
 * customer runs under the customer's lock (ADR 140), one after another, and each run of a cart
 * workflow costs tens to hundreds of milliseconds of Medusa CPU: 30 adds or changes tapped or
 * scripted at once queue for seconds, pass the storefront's timeout and answer 503 while they go
 * through anyway, and slow every other shopper.
 *
 * So within one Medusa process, requests of the same customer that arrive while one of theirs is
 * running wait and then run together, as one run: 30 parallel adds (or 60 changes of a line) become
 * two or three runs. Each caller still gets its own answer — the cart as its batch left it, or its
 * own error: adds are summed per variant, and when a batch of adds is refused (a line over the stock
 * or the 99 ceiling) its adds are run again one by one so only the ones that do not fit are refused;
 * changes of a line keep the last quantity asked (src/cart/change-batches.ts). The lock still orders
 * batches from several processes.
 */

/** One add as asked for. */
export interface AddLine {
  variant_id: string;
  quantity: number;
  /** The device's key for this tap (ADR 235): the add workflow applies each key once per customer. */
  idempotency_key?: string;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/** At most this many requests in one batch: a bounded workflow input, whatever a script sends. */
export const MAX_ADDS_PER_BATCH = 50;

/**
 * Lines of a batch in the order first asked: lines without a key one per variant, quantities summed;
 * a line with an idempotency key kept on its own, once per key (30 parallel replays of one tap are
 * one line), so the workflow can tell which keys it already applied (ADR 235).
 */
export function mergeLines(lines: AddLine[]): AddLine[] {
  const merged = new Map<string, AddLine>();
  for (const line of lines) {
    const id = line.idempotency_key ? `key:${line.idempotency_key}` : `variant:${line.variant_id}`;
    const seen = merged.get(id);
    if (!seen) merged.set(id, { ...line });
    else if (!line.idempotency_key) seen.quantity += line.quantity;
  }
  return [...merged.values()];
}

/** What Medusa's add is given: one line per variant, quantities summed, keys left out. */
export function cartLines(lines: AddLine[]): Array<{ variant_id: string; quantity: number }> {
  return mergeLines(lines.map((line) => ({ variant_id: line.variant_id, quantity: line.quantity })));
}

/**
 * A batcher keyed by customer. `add(key, item, run)` answers when the batch holding the item has run;
 * the first item of an idle customer runs at once, alone. `merge` makes a batch's items what one run
 * is given; a batch that fails with a refusal (`isRefusal`) is run again item by item.
 */
export function createBatcher<Item, Result>(options: {
  /** What one run is given for a batch's items, in the order they came. */
  merge: (items: Item[]) => Item[];
  /** Whether a batch's error may be one item's refusal, worth running each item alone (not a lock timeout or an outage). */
  isRefusal: (error: unknown) => boolean;
}) {
  const queues = new Map<string, Array<Waiting<Item, Result>>>();

  async function settle(batch: Array<Waiting<Item, Result>>, run: (items: Item[]) => Promise<Result>): Promise<void> {
    try {
      const result = await run(options.merge(batch.map((w) => w.item)));
      for (const w of batch) w.resolve(result);
    } catch (error) {
      if (batch.length === 1 || !options.isRefusal(error)) {
        for (const w of batch) w.reject(error);
        return;
      }
      // One item may be what was refused: each on its own, in the order they came.
      for (const w of batch) {
        try {
          w.resolve(await run([w.item]));
        } catch (own) {
          w.reject(own);
        }
      }
    }
  }

  async function drain(key: string, waiting: Array<Waiting<Item, Result>>, run: (items: Item[]) => Promise<Result>): Promise<void> {
    try {
      while (waiting.length > 0) await settle(waiting.splice(0, MAX_ADDS_PER_BATCH), run);
    } finally {
      queues.delete(key);
    }
  }

  return {
    add(key: string, item: Item, run: (items: Item[]) => Promise<Result>): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        const queue = queues.get(key);
        if (queue) {
          queue.push({ item, resolve, reject });
          return;
        }
        const fresh = [{ item, resolve, reject }];
        queues.set(key, fresh);
        void drain(key, fresh, run);
      });
    },
    /** Customers with requests running or waiting in this process (for tests). */
    get busy(): number {
      return queues.size;
    },
  };
}

/** The batcher of adds: lines merged by mergeLines (one per variant, or per idempotency key). */
export function createAddBatcher<Result>(options: { isRefusal: (error: unknown) => boolean }) {
  return createBatcher<AddLine, Result>({ merge: mergeLines, isRefusal: options.isRefusal });
}
