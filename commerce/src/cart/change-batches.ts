/**
 * Group commit for one customer's line changes and removals (src/cart/add-batches.ts): changes that
 * arrive while one of the customer's runs wait, then run together. Of several changes of one line
 * the last quantity asked is what runs (what running them one after another would leave); a removal
 * of a line wins over its changes in the batch (as if the changes ran first). Every caller of a batch
 * gets the cart as the batch left it, or its own line's refusal.
 */
import { createBatcher } from "./add-batches";

/** One change as asked for: a line's new quantity, or `null` to remove the line. */
export interface LineChange {
  line_id: string;
  quantity: number | null;
}

/** A batch's changes, one per line in the order first asked: the last quantity, or the removal. */
export function lastChangePerLine(changes: LineChange[]): LineChange[] {
  const merged = new Map<string, LineChange>();
  for (const change of changes) {
    const seen = merged.get(change.line_id);
    if (!seen) merged.set(change.line_id, { ...change });
    else if (seen.quantity !== null) seen.quantity = change.quantity;
  }
  return [...merged.values()];
}

/** What a batch of changes answers: the cart as the batch left it, and each refused line's error. */
export interface ChangeOutcome<Cart> {
  cart: Cart;
  refused: Map<string, unknown>;
}

/**
 * The batcher of line changes, keyed by customer. A run applies each merged change on its own (Medusa
 * changes one line at a time) and records a line's refusal for that line's callers instead of
 * failing the batch, so nothing is run twice; an error that is not a line's (an outage) fails the batch.
 */
export function createChangeBatcher<Cart>() {
  return createBatcher<LineChange, ChangeOutcome<Cart>>({ merge: lastChangePerLine, isRefusal: () => false });
}

/**
 * Runs a batch's changes one after another with `apply` (which answers the cart id), then reads the
 * cart once with `read`; `isRefusal` tells a line's refusal (kept for its callers) from a failure.
 */
export async function runChanges<Cart>(
  changes: LineChange[],
  apply: (change: LineChange) => Promise<string>,
  read: (cartId: string) => Promise<Cart>,
  isRefusal: (error: unknown) => boolean,
): Promise<ChangeOutcome<Cart>> {
  const refused = new Map<string, unknown>();
  let cartId: string | undefined;
  for (const change of changes) {
    try {
      cartId = await apply(change);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      refused.set(change.line_id, error);
    }
  }
  // Every change refused (a line not in the cart, not enough stock): no cart to read, each caller its refusal.
  return { cart: cartId === undefined ? (undefined as Cart) : await read(cartId), refused };
}
