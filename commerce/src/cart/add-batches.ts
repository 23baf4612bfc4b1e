/**
 * Group commit for one customer's adds (issue 31 point 4). Every add of a customer runs under the
 * customer's lock (ADR 140), one after another, and each run of the add workflow costs tens of
 * milliseconds of Medusa CPU: 30 adds tapped or scripted at once queue for seconds, pass the
 * storefront's timeout and answer 503 while the adds go through anyway, and slow every other shopper.
 *
 * So within one Medusa process, adds of the same customer that arrive while one of theirs is running
 * wait and then run together, as one workflow run with all their lines: 30 parallel adds become two or
 * three runs. Each caller still gets its own answer — the cart as its batch left it, or its own error:
 * when a batch is refused (a line over the stock or the 99 ceiling), its adds are run again one by one
 * so only the ones that do not fit are refused. The lock still orders batches from several processes.
 */

/** One add as asked for. */
export interface AddLine {
  variant_id: string;
  quantity: number;
  /** The device's key for this tap (ADR 235): the add workflow applies each key once per customer. */
  idempotency_key?: string;
}

/** Runs one batch of lines for a customer and answers what every add of the batch is answered. */
export type RunBatch<Result> = (lines: AddLine[]) => Promise<Result>;

interface Waiting<Result> {
  line: AddLine;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

interface Queue<Result> {
  waiting: Array<Waiting<Result>>;
}

/** At most this many adds in one run: a bounded workflow input, whatever a script sends. */
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
 * A batcher keyed by customer. `add(key, line, run)` answers when the batch holding the line has run;
 * the first add of an idle customer runs at once, alone.
 */
export function createAddBatcher<Result>(options: {
  /** Whether a batch's error may be one line's refusal, worth running each add alone (not a lock timeout or an outage). */
  isRefusal: (error: unknown) => boolean;
}) {
  const queues = new Map<string, Queue<Result>>();

  async function settle(batch: Array<Waiting<Result>>, run: RunBatch<Result>): Promise<void> {
    try {
      const result = await run(mergeLines(batch.map((w) => w.line)));
      for (const w of batch) w.resolve(result);
    } catch (error) {
      if (batch.length === 1 || !options.isRefusal(error)) {
        for (const w of batch) w.reject(error);
        return;
      }
      // One line may be what was refused: each add on its own, in the order they came.
      for (const w of batch) {
        try {
          w.resolve(await run([w.line]));
        } catch (own) {
          w.reject(own);
        }
      }
    }
  }

  async function drain(key: string, queue: Queue<Result>, run: RunBatch<Result>): Promise<void> {
    try {
      while (queue.waiting.length > 0) {
        const batch = queue.waiting.splice(0, MAX_ADDS_PER_BATCH);
        await settle(batch, run);
      }
    } finally {
      queues.delete(key);
    }
  }

  return {
    add(key: string, line: AddLine, run: RunBatch<Result>): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        const queue = queues.get(key);
        if (queue) {
          queue.waiting.push({ line, resolve, reject });
          return;
        }
        const fresh: Queue<Result> = { waiting: [{ line, resolve, reject }] };
        queues.set(key, fresh);
        void drain(key, fresh, run);
      });
    },
    /** Customers with adds running or waiting in this process (for tests). */
    get busy(): number {
      return queues.size;
    },
  };
}
